/** What the server and the shared schemas say about operator console, in English (the spec's exact text). */
export const operatorConsoleMessagesEn = {
  validation: {
    withinUnknown: 'Within must be 7, 30 or expired',
  },
  rest: {
    renewals: 'Renewals fetched successfully',
    summary: 'Summary fetched successfully',
  },
};
