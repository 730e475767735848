/** What the server and the shared schemas say about support access, in English (the spec's exact text). */
export const supportAccessMessagesEn = {
  validation: {
    reasonRequired: 'Say why you need to view this business',
    reasonTooLong: 'Reason must be at most {{maximum}} characters',
    invalidBusinessId: 'Invalid business ID',
  },
  errors: {
    /** Every change asked for while viewing a business: refused, whatever it is. */
    readOnly: 'Support access is read-only: nothing can be changed while viewing a business.',
    ended: 'Support access has ended (it lasts at most 30 minutes). Start it again to keep viewing this business.',
    ticketNotOfBusiness: "That help desk query is not this business's.",
    businessNotFound: 'Business not found.',
  },
  rest: {
    started: 'Support access started',
    ended: 'Support access ended',
    fetched: 'Support access fetched successfully',
  },
};
