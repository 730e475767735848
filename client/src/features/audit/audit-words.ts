import { MSG, type AuditAction, type AuditEntity, type Role } from '@sevak/shared';
import type { TFunction } from 'i18next';
import { messageText } from '../../i18n/messages';
import { formatDate, formatDateAndTime, formatRupees } from '../../lib/format';
import type { AUDIT } from './i18n';
import en from './i18n/en';

/*
 * The trail names each changed field by its database column (`phone_number`) and carries its
 * values as the database held them. These turn both into what the owner reads on the screen, in
 * the reader's language: each takes the audit namespace's `t`.
 */

export type AuditWords = TFunction<typeof AUDIT>;

type KnownField = keyof typeof en.fields;
type KnownCode = keyof typeof en.codes;

/** The columns the catalogue names (audit/i18n `fields`); any other is its name spelled out. */
const isKnownField = (field: string): field is KnownField => Object.hasOwn(en.fields, field);
const isKnownCode = (code: string): code is KnownCode => Object.hasOwn(en.codes, code);

/** Short forms written in capitals wherever they appear in a column's name. */
const CAPITALS = new Set(['gst', 'gstin', 'hsn', 'cgst', 'sgst', 'igst', 'upi', 'ifsc', 'pin', 'amc', 'id']);

/** Columns holding rupees. */
const MONEY_FIELDS = new Set([
  'price',
  'service_charges',
  'amount',
  'amount_paid',
  'unit_price',
  'discount',
  'taxable_value',
  'cgst',
  'sgst',
  'igst',
  'round_off',
  'total',
]);

/** Columns holding a code (`BANK_TRANSFER`), read as words (Bank transfer). */
const CODE_FIELDS = new Set(['status', 'payment_status', 'mode', 'role', 'kind', 'channel']);

/** Longer values are cut to this many characters, the whole shown on request. */
export const SHOWN_LENGTH = 60;

/** A value the field does not have: null, nothing, or an empty text. */
export const NO_VALUE = '—';

function sentence(words: string[]): string {
  const text = words.map((word) => (CAPITALS.has(word) ? word.toUpperCase() : word)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `phone_number` → Phone, `is_done` → Done, `warranty_end_date` → Warranty end date, `customer_id` → Customer. */
export function fieldWords(t: AuditWords, field: string): string {
  if (isKnownField(field)) return t(`fields.${field}`);
  const words = field.split('_').filter(Boolean);
  if (words[0] === 'is' && words.length > 1) words.shift();
  // A link to another record is named after the record.
  if (words.at(-1) === 'id' && words.length > 1) words.pop();
  return sentence(words);
}

const RECORD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field that links to another record (`employee_id`, `renewal_of`): its values are ids, which say nothing to a person. */
export function isRecordLink(change: { before?: unknown; after?: unknown }): boolean {
  return [change.before, change.after].some((value) => typeof value === 'string' && RECORD_ID.test(value));
}

/** A link in words: the trail does not name the records linked, only that the link was set, changed or removed. */
export function linkWords(t: AuditWords, change: { before?: unknown; after?: unknown }): string {
  if (change.before == null) return t('links.set');
  return change.after == null ? t('links.removed') : t('links.changed');
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** A field's value in words: rupees for money, dd-mm-yyyy for days, Yes or No, "—" for none. */
export function valueWords(t: AuditWords, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? t('values.yes') : t('values.no');
  if (MONEY_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatRupees(value);
  if (field.endsWith('_bp') && typeof value === 'number') return `${value / 100}%`;
  if (field === 'quantity_milli' && typeof value === 'number') return String(value / 1000);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value, value);
    if (INSTANT.test(value)) return formatDateAndTime(value, value);
    if (CODE_FIELDS.has(field)) {
      if (isKnownCode(value)) return t(`codes.${value}`);
      if (/^[A-Z][A-Z_]+$/.test(value)) return sentence(value.toLowerCase().split('_'));
    }
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** What was done, in the owner's words: Sevak support's view of the business is started and ended, not created and changed. */
export function actionWords(t: AuditWords, entry: { entity: AuditEntity; action: AuditAction }): string {
  if (entry.entity === 'support_access' && (entry.action === 'create' || entry.action === 'update')) return t(`supportAccessActions.${entry.action}`);
  return t(`actions.${entry.action}`);
}

/** The kind of record, in words: "Product", "Help desk query". */
export function entityWords(t: AuditWords, entity: AuditEntity): string {
  return t(`entities.${entity}`);
}

/** A person's role, in words: the shared catalogue's, as the profile menu names it. */
export function roleWords(role: Role): string {
  return messageText(MSG.common.roles[role]);
}
