import { billingProfileInput, type BillingProfile, type BillingProfileInput } from '@sevak/shared';
import type { RouterOutputs } from '../../lib/trpc';

/**
 * The Tax Profile form's values: a blank field holds '' (what an empty input shows), the state
 * its code or nothing until one is picked, the service rate in percent as the pick list offers it.
 */
export type TaxProfileValues = Omit<BillingProfileInput, 'stateCode'> & { stateCode?: string };

type Owner = RouterOutputs['admin']['profile']['get']['user'];

/** A new profile's starting rate on service visits: 18 % is what repair and maintenance are billed at. */
const FIRST_SERVICE_GST_RATE = 18;

const blankIfNone = (text: string | null | undefined) => text ?? '';

/**
 * Before the first save: what the owner's own profile already says about the shop, so they need
 * not type it twice; the rest starts blank, prices without GST and services at 18 %.
 */
export function valuesFromOwner(owner: Owner): TaxProfileValues {
  return {
    legalName: owner.fullname,
    gstin: '',
    address: blankIfNone(owner.address),
    pinCode: '',
    phoneNumber: owner.phoneNumber,
    email: blankIfNone(owner.email),
    upiId: '',
    bankAccountName: '',
    bankAccountNumber: '',
    bankIfsc: '',
    bankName: '',
    invoicePrefix: '',
    pricesIncludeTax: false,
    serviceGstRate: FIRST_SERVICE_GST_RATE,
    terms: '',
  };
}

/** The saved profile, as the form shows it. */
export function valuesOfSaved(saved: BillingProfile): TaxProfileValues {
  return {
    legalName: saved.legalName,
    gstin: blankIfNone(saved.gstin),
    stateCode: saved.stateCode,
    address: saved.address,
    pinCode: saved.pinCode,
    phoneNumber: saved.phoneNumber,
    email: blankIfNone(saved.email),
    upiId: blankIfNone(saved.upiId),
    bankAccountName: blankIfNone(saved.bankAccountName),
    bankAccountNumber: blankIfNone(saved.bankAccountNumber),
    bankIfsc: blankIfNone(saved.bankIfsc),
    bankName: blankIfNone(saved.bankName),
    invoicePrefix: saved.invoicePrefix,
    pricesIncludeTax: saved.pricesIncludeTax,
    serviceGstRate: saved.serviceGstRate,
    terms: blankIfNone(saved.terms),
    documentLanguage: saved.documentLanguage,
  };
}

/**
 * What a checked form sends: the values as the shared schema reads them (text trimmed, the
 * GSTIN, IFSC and prefix in capitals, the phone's ten digits, a blank as null), so what is sent
 * is what is stored. The schema keeps the rate in basis points; the API takes it in percent.
 */
export function profileInputOf(values: TaxProfileValues): BillingProfileInput {
  const fields = billingProfileInput.parse(values);
  return { ...fields, serviceGstRate: fields.serviceGstRate / 100 };
}
