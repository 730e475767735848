/** What the server and the shared schemas say about CSV files, in English (the spec's exact text). */
export const csvMessagesEn = {
  /**
   * The header words of the files a shop exports and imports back (CUSTOMER_CSV_COLUMNS,
   * PRODUCT_CSV_COLUMNS): a file is always written in English, which the import reads; screens
   * name each field in the reader's language.
   */
  columns: {
    customers: {
      name: 'Customer name',
      phone: 'Phone',
      email: 'Email',
      address: 'Address',
      pinCode: 'PIN code',
      gstin: 'GSTIN',
      stateCode: 'State code',
      language: 'Language',
      product: 'Product',
      serialNumber: 'Serial number',
      billNumber: 'Bill number',
      purchaseDate: 'Purchase date',
      price: 'Price',
      warrantyStart: 'Warranty start',
      warrantyEnd: 'Warranty end',
    },
    products: {
      name: 'Product name',
      category: 'Category',
      subCategory: 'Sub-category',
      price: 'Price',
      quantity: 'Quantity',
      hsnCode: 'HSN code',
      gstRate: 'GST rate',
    },
  },
  validation: {
    fromDateInvalid: 'Enter a valid From Date',
    toDateInvalid: 'Enter a valid To Date',
    modeInvalid: 'Mode must be CASH, UPI, CARD, BANK_TRANSFER or CHEQUE',
    rangeBackwards: 'From Date must be on or before To Date',
  },
  /** Each download's description in the REST document (a file answers without an envelope). */
  rest: {
    customers: 'The customers and their purchases as CSV (text/csv)',
    products: 'The products as CSV (text/csv)',
    employees: 'The employees as CSV (text/csv)',
    visits: 'The visits as CSV (text/csv)',
    enquiries: 'The enquiries as CSV (text/csv)',
    serviceReport: 'The service report as CSV (text/csv)',
    productReport: 'The product report as CSV (text/csv)',
    invoices: 'The invoices and credit notes as CSV (text/csv)',
    payments: 'The payments received as CSV (text/csv)',
  },
};
