import { warrantyLookupInput, type WarrantyLookup } from '@sevak/shared';

/** A phone as people write it: digits, with spaces, dashes, brackets or a leading +, ten or more digits in all. */
const LOOKS_LIKE_PHONE = /^\+?[\d\s().-]+$/;

/**
 * What one search box's text asks for: a phone when it is written like one (digits), else a
 * serial number; checked by the shared schema, which says what is wrong with it.
 */
export function lookupOf(text: string): { query: WarrantyLookup } | { problem: string } | null {
  const typed = text.trim();
  if (typed === '') return null;
  const digits = typed.replace(/\D/g, '');
  const asPhone = LOOKS_LIKE_PHONE.test(typed) && digits.length >= 10;
  const checked = warrantyLookupInput.safeParse(asPhone ? { phone: typed } : { serial: typed });
  return checked.success ? { query: checked.data } : { problem: checked.error.issues[0]?.message ?? 'Enter a serial number or a phone number' };
}

/** "No purchase with serial number X." or "No customer with phone X.": an empty answer, in words. */
export function nothingFound(query: WarrantyLookup): string {
  return 'serial' in query && query.serial ? `No purchase with serial number ${query.serial}.` : `No customer with phone ${query.phone}.`;
}
