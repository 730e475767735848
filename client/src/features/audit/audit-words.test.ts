import { describe, expect, it } from 'vitest';
import { actionWords, fieldWords, isRecordLink, linkWords, valueWords } from './audit-words';

describe('a changed field in words', () => {
  it('names a column as the owner would', () => {
    expect(fieldWords('price')).toBe('Price');
    expect(fieldWords('phone_number')).toBe('Phone');
    expect(fieldWords('is_done')).toBe('Done');
    expect(fieldWords('service_charges')).toBe('Service charges');
    expect(fieldWords('status')).toBe('Status');
    expect(fieldWords('warranty_end_date')).toBe('Warranty end date');
    expect(fieldWords('customer_id')).toBe('Customer');
    expect(fieldWords('employee_id')).toBe('Technician');
    expect(fieldWords('hsn_code')).toBe('HSN code');
    expect(fieldWords('gstin')).toBe('GSTIN');
    expect(fieldWords('upi_id')).toBe('UPI ID');
  });

  it('shows money as rupees, days as dd-mm-yyyy, times in business time, and nothing as —', () => {
    expect(valueWords('price', 14999)).toBe('₹14,999.00');
    expect(valueWords('amount', '2500.5')).toBe('₹2,500.50');
    expect(valueWords('invoice_date', '2026-11-21')).toBe('21-11-2026');
    expect(valueWords('visit_date', '2026-11-21T06:30:00.000Z')).toBe('21-11-2026 12:00');
    expect(valueWords('email', null)).toBe('—');
    expect(valueWords('address', '')).toBe('—');
    expect(valueWords('gstin', undefined)).toBe('—');
  });

  it('reads yes or no, rates in per cent, and codes as words', () => {
    expect(valueWords('is_done', true)).toBe('Yes');
    expect(valueWords('prices_include_tax', false)).toBe('No');
    expect(valueWords('gst_rate_bp', 1800)).toBe('18%');
    expect(valueWords('quantity_milli', 2500)).toBe('2.5');
    expect(valueWords('mode', 'BANK_TRANSFER')).toBe('Bank transfer');
    expect(valueWords('payment_status', 'PAID')).toBe('Paid');
    // A name in capitals is a name, not a code.
    expect(valueWords('name', 'KENT RO')).toBe('KENT RO');
    expect(valueWords('quantity', 4)).toBe('4');
    expect(valueWords('seller', { name: 'Aqua Care' })).toBe('{"name":"Aqua Care"}');
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
    expect(linkWords({ before: null, after: A })).toBe('set');
    expect(linkWords({ before: A, after: B })).toBe('changed');
    expect(linkWords({ before: A, after: null })).toBe('removed');
  });
});

describe('what was done, in words', () => {
  it('says Sevak support’s view of the business was started and ended, and every other record as it is', () => {
    expect(actionWords({ entity: 'support_access', action: 'create' })).toBe('Started');
    expect(actionWords({ entity: 'support_access', action: 'update' })).toBe('Ended');
    expect(actionWords({ entity: 'product', action: 'create' })).toBe('Created');
    expect(fieldWords('expires_at')).toBe('Until');
  });
});
