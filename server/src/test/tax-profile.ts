/**
 * The Tax Profile a shop in Pune (Maharashtra, state code 27) saves before it issues GST
 * invoices: `PUT /admin/billing-profile`. Tests that need a shop that bills start from it.
 */
export const PUNE_TAX_PROFILE = {
  legalName: 'Aqua Care Services',
  gstin: '27AAPFU0939F1ZV',
  stateCode: '27',
  address: 'Shop 4, FC Road, Pune',
  pinCode: '411005',
  phoneNumber: '9876543210',
  invoicePrefix: 'AQC',
  pricesIncludeTax: false,
  serviceGstRate: 18,
};
