/** The reports screens' words in English (the spec's exact text where it gives one). */
export default {
  notAvailable: 'N/A',
  range: {
    from: 'From Date',
    to: 'To Date',
  },
  columns: {
    customer: 'Customer',
    phone: 'Phone',
    address: 'Address',
  },
  service: {
    pageTitle: 'Service Report',
    listTitle: 'Service Visits',
    /** What the rows are, in the plural ("No visits found"). */
    rows: 'visits',
    empty: 'No service data available for selected range',
    employee: 'Employee',
    payment: 'Payment',
    allPayments: 'All',
    paymentStatus: {
      PENDING: 'Pending',
      PAID: 'Paid',
    },
    columns: {
      employee: 'Employee',
      service: 'Service',
      charges: 'Charges',
      visitDate: 'Visit Date',
      payment: 'Payment',
    },
    serviceVisit: 'Service Visit',
    noDescription: 'No description provided',
    totals_one: '{{count}} visit · Total charges {{charges}}',
    totals_other: '{{count}} visits · Total charges {{charges}}',
  },
  product: {
    pageTitle: 'Product Report',
    listTitle: 'Products Sold',
    rows: 'products',
    empty: 'No product data available for selected range',
    columns: {
      billNumber: 'Bill No',
      product: 'Product',
      price: 'Price',
      invoiceDate: 'Invoice Date',
      warrantyStart: 'Warranty Start',
      warrantyEnd: 'Warranty End',
    },
    totals_one: '{{count}} product sold · Total {{total}}',
    totals_other: '{{count}} products sold · Total {{total}}',
  },
};
