/** What the server and the shared schemas say about the technician's phone app, in English (the spec's exact text). */
export const technicianMessagesEn = {
  labels: {
    range: {
      overdue: 'Overdue',
      today: 'Today',
      upcoming: 'Next 7 days',
    },
  },
  /** Names of the Done form's fields, filled into the shared sentences ("Amount collected cannot be negative"). */
  fields: {
    amountCollected: 'Amount collected',
  },
  validation: {
    range: 'Range must be today, upcoming or overdue',
    pageSize: 'Page size must be a whole number from 1 to 100',
    amountCollectedRequired: 'Amount collected is required',
    amountCollectedPositive: 'Amount collected must be more than zero',
    mode: 'Mode must be CASH or UPI',
    nextVisitDateInvalid: 'Enter a valid next visit date',
    nextVisitTooFar: 'Next visit must be within two years',
  },
  errors: {
    cancelled: 'This visit was cancelled by the shop. Nothing was changed.',
    nextVisitTooEarly: "The next visit must be after this visit's day.",
  },
  complete: {
    done: 'Visit marked done',
    alreadyDone: 'This visit was already marked done. Nothing was changed.',
  },
  rest: {
    list: 'Visits fetched successfully',
    get: 'Visit fetched successfully',
  },
};
