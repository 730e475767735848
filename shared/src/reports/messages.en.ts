/** What the server and the shared schemas say about reports, in English (the spec's exact text). */
export const reportsMessagesEn = {
  validation: {
    fromDateInvalid: 'Enter a valid From Date',
    toDateInvalid: 'Enter a valid To Date',
    rangeBackwards: 'From Date must be on or before To Date',
    employeeInvalid: 'Invalid Employee ID',
    paymentStatusInvalid: 'Payment status must be PENDING or PAID',
  },
  rest: {
    service: 'Service report fetched successfully',
    product: 'Product report fetched successfully',
  },
};
