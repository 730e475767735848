/** What the server and the shared schemas say about dashboard, in English (the spec's exact text). */
export const dashboardMessagesEn = {
  rest: {
    get: 'Dashboard fetched successfully',
    charts: 'Dashboard charts fetched successfully',
  },
};
