/** What the server and the shared schemas say about the customer's portal, in English (the spec's exact text). */
export const customerPortalMessagesEn = {
  validation: {
    productRequired: 'Select the product that needs service',
    problemRequired: 'Tell us what is wrong',
    preferredDateInvalid: 'Enter a valid preferred day',
    preferredDateOutside: 'Preferred day must be within a year',
    customerRequired: 'Customer is required',
    passwordTooShort: 'Password must be at least 6 characters',
  },
  /** Names of fields, filled into "Invalid {{what}} ID". */
  fields: {
    purchase: 'Purchase',
    customer: 'Customer',
  },
  errors: {
    invoiceNotFound: 'Invoice not found.',
    paymentNotFound: 'Payment not found.',
    purchaseNotFound: 'Purchase not found.',
  },
  rest: {
    products: 'Products fetched successfully',
    visits: 'Visits fetched successfully',
    bills: 'Invoices and receipts fetched successfully',
    invoicePdf: 'The invoice as a PDF (application/pdf)',
    receiptPdf: 'The receipt as a PDF (application/pdf)',
    serviceRequests: 'Service requests fetched successfully',
    serviceRequestSent: 'Service request sent successfully',
  },
  labels: {
    /** Where a customer's request for service stands. */
    requestStatus: {
      received: 'Received',
      visit_booked: 'Visit booked',
      done: 'Serviced',
    },
  },
  /** The WhatsApp message that gives a customer their sign-in. */
  signInMessage:
    'Namaste {{fullname}}, you can now see your products, invoices and service visits with {{businessName}} ' +
    'and ask for a service online. Sign in at {{signInUrl}} with your phone {{phoneNumber}} and password {{password}}',
};
