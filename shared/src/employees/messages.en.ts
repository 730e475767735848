/** What the server and the shared schemas say about employees, in English (the spec's exact text). */
export const employeesMessagesEn = {
  /** The fields of the people a business keeps, shared by the employee and customer forms (and the billing profile's email). */
  member: {
    emailInvalid: 'Enter a valid email',
    passwordInvalid: 'Enter a valid password',
    passwordTooShort: 'Password must be at least 6 characters',
    addressRequired: 'Address is required',
    addressTooLong: 'Address must be at most {{maximum}} characters',
  },
  validation: {
    nameRequired: 'Employee name is required',
    searchTooLong: 'Search must be at most {{maximum}} characters',
  },
  errors: {
    notFound: 'Employee not found.',
    phoneTaken: 'An employee with this phone number already exists.',
    stillHasOneVisit: 'This employee still has 1 visit.',
    stillHasVisits: 'This employee still has {{count}} visits.',
  },
  rest: {
    list: 'Employees fetched successfully',
    get: 'Employee fetched successfully',
    create: 'Employee created successfully',
    update: 'Employee updated successfully',
    delete: 'Employee deleted successfully',
    visits: 'Visit history fetched successfully',
  },
};
