import { AUDIT_ACTION_LABELS, type AuditAction, type AuditEntity } from '@sevak/shared';
import { formatDate, formatDateAndTime, formatRupees } from '../../lib/format';

/*
 * The trail names each changed field by its database column (`phone_number`) and carries its
 * values as the database held them. These turn both into what the owner reads on the screen.
 */

/** Columns whose words are not just the column's name spelled out. */
const FIELD_WORDS: Record<string, string> = {
  fullname: 'Name',
  password_hash: 'Password',
  token_hash: 'Token',
  phone_number: 'Phone',
  employee_id: 'Technician',
  product_category_id: 'Category',
  product_sub_category_id: 'Sub-category',
  service_description: 'Service description',
  payment_status: 'Payment',
  quantity_milli: 'Quantity',
  gst_rate_bp: 'GST rate',
  service_gst_rate_bp: 'GST rate on services',
  prices_include_tax: 'Prices include tax',
  round_off: 'Round off',
  upi_id: 'UPI ID',
  auto_visit_time: 'Visit every (months)',
  // Sevak support viewing the business (support access).
  started_at: 'From',
  expires_at: 'Until',
  ended_at: 'Ended at',
  ticket_id: 'Help desk query',
};

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

/** Columns holding a code in capitals (`BANK_TRANSFER`), read as words (Bank transfer). */
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
export function fieldWords(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
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
export function linkWords(change: { before?: unknown; after?: unknown }): string {
  if (change.before == null) return 'set';
  return change.after == null ? 'removed' : 'changed';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/;

/** A field's value in words: rupees for money, dd-mm-yyyy for days, Yes or No, "—" for none. */
export function valueWords(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY_FIELDS.has(field) && (typeof value === 'number' || typeof value === 'string')) return formatRupees(value);
  if (field.endsWith('_bp') && typeof value === 'number') return `${value / 100}%`;
  if (field === 'quantity_milli' && typeof value === 'number') return String(value / 1000);
  if (typeof value === 'string') {
    if (DAY.test(value)) return formatDate(value, value);
    if (INSTANT.test(value)) return formatDateAndTime(value, value);
    if (CODE_FIELDS.has(field) && /^[A-Z][A-Z_]+$/.test(value)) return sentence(value.toLowerCase().split('_'));
    return value;
  }
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/** Sevak support's view of the business is started and ended, not created and changed. */
const SUPPORT_ACCESS_ACTIONS: Partial<Record<AuditAction, string>> = { create: 'Started', update: 'Ended' };

/** What was done, in the owner's words. */
export function actionWords(entry: { entity: AuditEntity; action: AuditAction }): string {
  return (entry.entity === 'support_access' ? SUPPORT_ACCESS_ACTIONS[entry.action] : undefined) ?? AUDIT_ACTION_LABELS[entry.action];
}
