/** What the server and the shared schemas say about audit, in English (the spec's exact text). */
export const auditMessagesEn = {
  validation: {
    entityUnknown: 'Unknown kind of record',
    invalidRecordId: 'Invalid record ID',
    invalidUserId: 'Invalid user ID',
    invalidBusinessId: 'Invalid business ID',
    dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
    entityMissing: 'Say which kind of record the ID is',
    fromAfterTo: 'From must be on or before To',
  },
  rest: {
    list: 'Audit trail fetched successfully',
    actors: 'People in the audit trail fetched successfully',
  },
};
