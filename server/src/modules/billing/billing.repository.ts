import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { BillingProfileFields, Language } from '@sevak/shared';

const PROFILE_COLUMNS = [
  'legal_name as legalName',
  'gstin',
  'state_code as stateCode',
  'address',
  'pin_code as pinCode',
  'phone_number as phoneNumber',
  'email',
  'upi_id as upiId',
  'bank_account_name as bankAccountName',
  'bank_account_number as bankAccountNumber',
  'bank_ifsc as bankIfsc',
  'bank_name as bankName',
  'invoice_prefix as invoicePrefix',
  'prices_include_tax as pricesIncludeTax',
  'service_gst_rate_bp as serviceGstRateBp',
  'terms',
  'updated_at as updatedAt',
] as const;

export function findBillingProfile(db: Kysely<Database>, businessId: string) {
  return db.selectFrom('billing_profiles').select(PROFILE_COLUMNS).where('business_id', '=', businessId).executeTakeFirst();
}

/** Creates the business's profile or replaces it: there is one per business. */
export async function saveBillingProfile(db: Kysely<Database>, businessId: string, fields: BillingProfileFields, now: Date): Promise<void> {
  const row = {
    legal_name: fields.legalName,
    gstin: fields.gstin,
    state_code: fields.stateCode,
    address: fields.address,
    pin_code: fields.pinCode,
    phone_number: fields.phoneNumber,
    email: fields.email,
    upi_id: fields.upiId,
    bank_account_name: fields.bankAccountName,
    bank_account_number: fields.bankAccountNumber,
    bank_ifsc: fields.bankIfsc,
    bank_name: fields.bankName,
    invoice_prefix: fields.invoicePrefix,
    prices_include_tax: fields.pricesIncludeTax,
    service_gst_rate_bp: fields.serviceGstRate,
    terms: fields.terms,
    updated_at: now,
  };
  await db
    .insertInto('billing_profiles')
    .values({ business_id: businessId, ...row })
    .onConflict((conflict) => conflict.column('business_id').doUpdateSet(row))
    .execute();
  // The language of the documents' headings is the business's own (businesses.document_language);
  // a save that does not mention it leaves it as it was.
  if (fields.documentLanguage) {
    await db.updateTable('businesses').set({ document_language: fields.documentLanguage, updated_at: now }).where('id', '=', businessId).execute();
  }
}

/** The language(s) of the business's invoice and receipt headings: 'en', or 'hi' for English with Hindi. */
export async function findDocumentLanguage(db: Kysely<Database>, businessId: string): Promise<Language> {
  const row = await db.selectFrom('businesses').select('document_language').where('id', '=', businessId).executeTakeFirst();
  return row?.document_language ?? 'en';
}
