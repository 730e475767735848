/**
 * The words of the printed documents (the customer's tax invoice, the billing invoice and the
 * payment receipt) and of their Print buttons, in English (the spec's exact text where it gives one).
 */
export default {
  /** The screens' own words around printing, in the reader's language. */
  print: {
    button: 'Print',
    invoiceTooltip: 'Print Invoice',
    whichBill: 'Print which bill?',
    billGone: 'Failed to print invoice: This purchase is no longer on record.',
    failed: 'Failed to print invoice: ',
    failedFallback: 'Failed to get invoice',
    scrollsSideways: '{{label}} (scrolls sideways)',
  },
  /** The tax profile's choice of the languages of its documents' headings. */
  documentLanguage: {
    label: 'Invoice headings',
    en: 'English',
    hi: 'English + हिन्दी',
    extra: 'With Hindi, invoices and receipts print each heading in English and Hindi. GSTIN, HSN/SAC, tax, numbers and dates stay in English.',
  },
  /**
   * What the documents print: always in English, whatever the reader's language (a document is the
   * same on every screen, on paper and in the PDF), and each heading in Hindi beside it when the
   * business chose Hindi headings. The legal fields stay in English alone.
   */
  document: {
    title: {
      taxInvoice: 'Tax Invoice',
      billOfSupply: 'Bill of Supply',
      creditNote: 'Credit Note',
      paymentReceipt: 'Payment Receipt',
      /** The customer's bill of a purchase (spec §9). */
      purchaseBill: 'TAX INVOICE',
    },
    ariaLabel: {
      invoice: '{{title}} {{number}}',
      receipt: 'Receipt {{number}}',
      purchaseBill: 'Invoice {{number}}',
      upiCode: 'UPI code to pay {{amount}}',
      upiCodeTo: 'UPI code to pay {{amount}} to {{upiId}}',
    },
    logoAlt: '{{name}} logo',
    original: 'ORIGINAL FOR RECIPIENT',
    billTo: 'Bill to',
    issuedTo: 'Issued to',
    receivedFrom: 'Received from',
    contact: {
      phone: 'Phone: {{phone}}',
      email: 'Email: {{email}}',
      gstin: 'GSTIN: {{gstin}}',
      unregistered: 'Unregistered',
      state: 'State: {{state}}',
    },
    meta: {
      invoiceNo: 'Invoice No.',
      creditNoteNo: 'Credit Note No.',
      receiptNo: 'Receipt No.',
      date: 'Date',
      againstInvoice: 'Against Invoice',
      againstInvoiceValue: '{{number}} of {{date}}',
      placeOfSupply: 'Place of Supply',
      tax: 'Tax',
      cgstSgst: 'CGST + SGST',
      igst: 'IGST',
      prices: 'Prices',
      inclusiveOfGst: 'Inclusive of GST',
      mode: 'Mode',
      reference: 'Reference',
    },
    lines: 'Lines',
    creditedLines: 'Credited lines',
    column: {
      description: 'Description',
      hsnSac: 'HSN/SAC',
      qty: 'Qty',
      rate: 'Rate',
      discount: 'Discount',
      taxableValue: 'Taxable Value',
      cgst: 'CGST',
      sgst: 'SGST',
      igst: 'IGST',
      amount: 'Amount',
      totalTax: 'Total Tax',
    },
    hsnMissing: 'HSN code missing',
    hsnMissingShort: 'Missing',
    amountInWords: 'Amount in words',
    notes: 'Notes',
    reason: 'Reason',
    totals: 'Totals',
    total: {
      taxableValue: 'Taxable Value',
      roundOff: 'Round Off',
      total: 'Total',
      paid: 'Paid',
      balanceDue: 'Balance Due',
    },
    hsnSummary: 'HSN/SAC summary',
    scanToPay: 'Scan to pay {{amount}} by UPI',
    payment: 'Payment',
    pay: {
      upi: 'UPI: {{upiId}}',
      accountName: 'Account name: {{name}}',
      accountNumber: 'Account no.: {{number}}',
      ifsc: 'IFSC: {{ifsc}}',
      bank: 'Bank: {{bank}}',
    },
    terms: 'Terms & Conditions',
    thanks: 'Thank you for your business.',
    thanksForPayment: 'Thank you for your payment.',
    forSeller: 'For {{name}}',
    signatory: 'Authorised Signatory',
    receipt: {
      for: 'For',
      amountReceived: 'Amount Received',
      inWords: 'In Words',
      balanceDue: 'Balance Due',
    },
    /** The customer's bill of a purchase (features/invoice). */
    purchaseBill: {
      billTo: 'Bill To',
      phone: 'Phone: {{phone}}',
      email: ' · Email: {{email}}',
      notGiven: 'N/A',
      address: 'Address: {{address}}',
      billNo: 'Bill No.',
      invoiceDate: 'Invoice Date',
      product: 'Product',
      warrantyStart: 'Warranty Start',
      warrantyEnd: 'Warranty End',
      price: 'Price',
      total: 'Total',
      /** Spec §9's invoice terms. */
      terms: {
        returns: 'Goods once sold will not be taken back.',
        warranty: 'Warranty is valid only with the original invoice.',
        repairs: 'Service charges may apply for out-of-warranty repairs.',
      },
    },
  },
};
