/** What the server and the shared schemas say about enquiries, in English (the spec's exact text). */
export const enquiriesMessagesEn = {
  validation: {
    nameRequired: 'Name is required',
    phoneTooShort: 'Phone must be at least 10 digits',
    phoneInvalid: 'Phone must be 10 to 15 digits, optionally starting with +',
    invalidProductId: 'Invalid Product ID',
    statusInvalid: 'Status must be new, contacted, converted or lost',
    followUpFilterInvalid: 'Follow-up must be due',
  },
  errors: {
    notFound: 'Enquiry not found.',
    alreadyConverted: 'This enquiry is already converted to a customer.',
  },
  labels: {
    /** Where an enquiry has got to (ENQUIRY_STATUS_LABELS). */
    status: {
      new: 'New',
      contacted: 'Contacted',
      converted: 'Converted',
      lost: 'Lost',
    },
  },
  rest: {
    list: 'Enquiries fetched successfully',
    get: 'Enquiry fetched successfully',
    create: 'Enquiry created successfully',
    update: 'Enquiry updated successfully',
    delete: 'Enquiry deleted successfully',
  },
};
