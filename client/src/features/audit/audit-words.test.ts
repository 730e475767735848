import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { applyLanguage } from '../../i18n/language';
import { actionWords, fieldWords, isRecordLink, linkWords, valueWords, type AuditWords } from './audit-words';
import { AUDIT } from './i18n';

const t: AuditWords = i18n.getFixedT('en', AUDIT);

describe('a changed field in words', () => {
  it('names a column as the owner would', () => {
    expect(fieldWords(t, 'price')).toBe('Price');
    expect(fieldWords(t, 'phone_number')).toBe('Phone');
    expect(fieldWords(t, 'is_done')).toBe('Done');
    expect(fieldWords(t, 'service_charges')).toBe('Service charges');
    expect(fieldWords(t, 'status')).toBe('Status');
    expect(fieldWords(t, 'warranty_end_date')).toBe('Warranty end date');
    expect(fieldWords(t, 'customer_id')).toBe('Customer');
    expect(fieldWords(t, 'employee_id')).toBe('Technician');
    expect(fieldWords(t, 'hsn_code')).toBe('HSN code');
    expect(fieldWords(t, 'gstin')).toBe('GSTIN');
    expect(fieldWords(t, 'upi_id')).toBe('UPI ID');
  });

  it('shows money as rupees, days as dd-mm-yyyy, times in business time, and nothing as —', () => {
    expect(valueWords(t, 'price', 14999)).toBe('₹14,999.00');
    expect(valueWords(t, 'amount', '2500.5')).toBe('₹2,500.50');
    expect(valueWords(t, 'invoice_date', '2026-11-21')).toBe('21-11-2026');
    expect(valueWords(t, 'visit_date', '2026-11-21T06:30:00.000Z')).toBe('21-11-2026 12:00');
    expect(valueWords(t, 'email', null)).toBe('—');
    expect(valueWords(t, 'address', '')).toBe('—');
    expect(valueWords(t, 'gstin', undefined)).toBe('—');
  });

  it('reads yes or no, rates in per cent, and codes as words', () => {
    expect(valueWords(t, 'is_done', true)).toBe('Yes');
    expect(valueWords(t, 'prices_include_tax', false)).toBe('No');
    expect(valueWords(t, 'gst_rate_bp', 1800)).toBe('18%');
    expect(valueWords(t, 'quantity_milli', 2500)).toBe('2.5');
    expect(valueWords(t, 'mode', 'BANK_TRANSFER')).toBe('Bank transfer');
    expect(valueWords(t, 'payment_status', 'PAID')).toBe('Paid');
    // A name in capitals is a name, not a code.
    expect(valueWords(t, 'name', 'KENT RO')).toBe('KENT RO');
    expect(valueWords(t, 'quantity', 4)).toBe('4');
    expect(valueWords(t, 'seller', { name: 'Aqua Care' })).toBe('{"name":"Aqua Care"}');
  });
});

describe('a link to another record', () => {
  const A = '11111111-1111-4111-8111-111111111111';
  const B = '22222222-2222-4222-8222-222222222222';

  it('is told by its values being ids, whatever the column is called', () => {
    expect(isRecordLink({ before: A, after: B })).toBe(true);
    expect(isRecordLink({ before: null, after: A })).toBe(true);
    expect(isRecordLink({ before: 'Pune', after: 'Mumbai' })).toBe(false);
  });

  it('says whether it was set, changed or removed', () => {
    expect(linkWords(t, { before: null, after: A })).toBe('set');
    expect(linkWords(t, { before: A, after: B })).toBe('changed');
    expect(linkWords(t, { before: A, after: null })).toBe('removed');
  });
});

describe('what was done, in words', () => {
  it('says Sevak support’s view of the business was started and ended, and every other record as it is', () => {
    expect(actionWords(t, { entity: 'support_access', action: 'create' })).toBe('Started');
    expect(actionWords(t, { entity: 'support_access', action: 'update' })).toBe('Ended');
    expect(actionWords(t, { entity: 'product', action: 'create' })).toBe('Created');
    expect(fieldWords(t, 'expires_at')).toBe('Until');
  });
});

describe('the trail in Hindi', () => {
  it('names fields, codes, yes and no, and what was done in Hindi, keeping an unknown column readable', async () => {
    await applyLanguage('hi');
    const hindi: AuditWords = i18n.getFixedT('hi', AUDIT);
    expect(fieldWords(hindi, 'phone_number')).toBe('फ़ोन');
    expect(fieldWords(hindi, 'warranty_end_date')).toBe('वारंटी खत्म होने की तारीख');
    expect(fieldWords(hindi, 'some_new_column')).toBe('Some new column');
    expect(valueWords(hindi, 'is_done', true)).toBe('हाँ');
    expect(valueWords(hindi, 'mode', 'BANK_TRANSFER')).toBe('बैंक ट्रांसफ़र');
    expect(valueWords(hindi, 'price', 14999)).toBe('₹14,999.00');
    expect(actionWords(hindi, { entity: 'product', action: 'create' })).toBe('बनाया');
    expect(actionWords(hindi, { entity: 'support_access', action: 'update' })).toBe('खत्म हुई');
  });
});
