import { visitsLabelsEn } from './labels.en';

/** What the server and the shared schemas say about visits, in English (the spec's exact text). */
export const visitsMessagesEn = {
  /** Words both sides show: a visit's state, and the technician's place when nobody is given the visit. */
  labels: visitsLabelsEn,
  /** Names of the visit form's fields, filled into the shared sentences ("Invalid Customer ID"). */
  fields: {
    customer: 'Customer',
    employee: 'Employee',
    autoVisitTime: 'Auto visit time',
  },
  validation: {
    customerRequired: 'Customer is required',
    employeeRequired: 'Employee is required',
    serviceChargesRequired: 'Service charges are required',
    visitDateRequired: 'Visit date is required',
    visitDateInvalid: 'Enter a valid visit date',
    visitDateOutside: 'Visit date must be between 1 Jan 2000 and {{years}} years from today',
    installationDateInvalid: 'Enter a valid installation date',
    autoVisitTimeRequired: 'Auto visit time is required',
    autoVisitTimeTooLong: 'Auto visit time must be at most {{maximum}} months',
    paymentStatus: 'Payment status must be PENDING or PAID',
    completed: 'Completed must be true or false',
    status: 'Status must be scheduled, done, missed or cancelled',
    filter: 'Filter must be all, today, upcoming, completed or pendingPay',
    invalidCustomerProductId: 'Invalid Customer Product ID',
    invalidEmployeeId: 'Invalid Employee ID',
    invalidCustomerId: 'Invalid Customer ID',
    startDateInvalid: 'Enter a valid start date',
    endDateInvalid: 'Enter a valid end date',
    endBeforeStart: 'The end date must be on or after the start date',
    scheduleTooLong: 'The schedule shows at most {{days}} days at once',
    perDay: 'Visits per day must be a whole number from 1 to {{maximum}}',
  },
  errors: {
    notFound: 'Visit not found.',
    purchaseNotFound: 'Purchased product not found.',
    doneCannotBeMissed: 'A visit already done cannot be marked missed.',
    doneCannotBeCancelled: 'A visit already done cannot be cancelled.',
    doneCannotBeRescheduled: 'A visit already done cannot be rescheduled.',
    cancelledCannotBeRescheduled: 'A cancelled visit cannot be rescheduled. Reopen it first.',
  },
  rest: {
    list: 'Visits fetched successfully',
    summary: 'Visit summary fetched successfully',
    get: 'Visit fetched successfully',
    create: 'Visit created successfully',
    update: 'Visit updated successfully',
    complete: 'Visit marked completed',
    setStatus: 'Visit status updated successfully',
    reschedule: 'Visit rescheduled successfully',
    assign: 'Visit technician updated successfully',
    schedule: 'Schedule fetched successfully',
    scheduleDays: 'Schedule days fetched successfully',
    delete: 'Visit deleted successfully',
  },
};
