import { MSG, message, messageOfIssue, warrantyLookupInput, type Message, type WarrantyLookup } from '@sevak/shared';
import type { Words } from '../i18n';

/** A phone as people write it: digits, with spaces, dashes, brackets or a leading +, ten or more digits in all. */
const LOOKS_LIKE_PHONE = /^\+?[\d\s().-]+$/;

/**
 * What one search box's text asks for: a phone when it is written like one (digits), else a
 * serial number; checked by the shared schema, which says what is wrong with it (a message to
 * render in the reader's language).
 */
export function lookupOf(text: string): { query: WarrantyLookup } | { problem: Message } | null {
  const typed = text.trim();
  if (typed === '') return null;
  const digits = typed.replace(/\D/g, '');
  const asPhone = LOOKS_LIKE_PHONE.test(typed) && digits.length >= 10;
  const checked = warrantyLookupInput.safeParse(asPhone ? { phone: typed } : { serial: typed });
  if (checked.success) return { query: checked.data };
  const issue = checked.error.issues[0];
  return { problem: issue ? messageOfIssue(issue) : message(MSG.servicePlans.validation.serialOrPhone) };
}

/** "No purchase with serial number X." or "No customer with phone X.": an empty answer, in words. */
export function nothingFound(t: Words, query: WarrantyLookup): string {
  return 'serial' in query && query.serial
    ? t('warranty.nothingFound.serial', { serial: query.serial })
    : t('warranty.nothingFound.phone', { phone: query.phone });
}
