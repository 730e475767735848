import type { BillingProfile } from '@sevak/shared';

/** A saved tax profile of the demo shop (Maharashtra, GST-registered), as `admin.billing.profile` answers. */
export function billingProfile(overrides: Partial<BillingProfile> = {}): BillingProfile {
  return {
    legalName: 'Aqua Care Services',
    gstin: '27AAPFU0939F1ZV',
    stateCode: '27',
    address: '12 FC Road, Pune',
    pinCode: '411004',
    phoneNumber: '9876543210',
    email: null,
    upiId: null,
    bankAccountName: null,
    bankAccountNumber: null,
    bankIfsc: null,
    bankName: null,
    invoicePrefix: 'AQC',
    pricesIncludeTax: false,
    serviceGstRate: 18,
    terms: null,
    documentLanguage: 'en',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...overrides,
  };
}
