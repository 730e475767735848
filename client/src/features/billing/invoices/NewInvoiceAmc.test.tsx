import type { BillableItems, Invoice } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/dayjs';
import { renderApp } from '../../../test/render-app';
import { testUser } from '../../../test/trpc-mock';
import { billingProfile } from '../../../test/billing-profile';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const CONTRACT = '44444444-4444-4444-8444-444444444444';
const RENEWED = '55555555-5555-4555-8555-555555555555';
const CANCELLED = '66666666-6666-4666-8666-666666666666';
const NEW_INVOICE = 'ffffffff-ffff-4fff-8fff-ffffffffffff';

const profile = billingProfile();

const contract = (amcContractID: string, description: string, extra: Partial<BillableItems['amcContracts'][number]> = {}) => ({
  amcContractID,
  description,
  startDate: '2027-01-31',
  endDate: '2028-01-30',
  price: 2999,
  cancelled: false,
  invoice: null,
  ...extra,
});

/** Ravi in Pune with three contracts: one to bill, one billed already, one cancelled. */
const billable: BillableItems = {
  customer: { id: CUSTOMER, name: 'Ravi Kumar', phoneNumber: '9876500001', gstin: null, stateCode: '27', stateName: 'Maharashtra' },
  seller: { stateCode: '27', pricesIncludeTax: false, serviceGstRate: 18, registered: true },
  purchases: [],
  visits: [],
  amcContracts: [
    contract(CONTRACT, 'AMC: Kent Grand Plus RO (KGP-22-0912) 31 Jan 2027 – 30 Jan 2028'),
    contract(RENEWED, 'AMC: Kent Grand Plus RO (KGP-22-0912) 31 Jan 2026 – 30 Jan 2027', {
      invoice: { id: 'invoice-3', invoiceNumber: 'AQC/25-26/0003', invoiceDate: '2026-01-31' },
    }),
    contract(CANCELLED, 'AMC: Water Softener 1 Mar 2027 – 29 Feb 2028', { cancelled: true }),
  ],
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('new invoice for an AMC contract', SLOW, () => {
  it('opens from the contract with its line ticked, at its price and the rate on services, and sends the contract', async () => {
    const app = renderApp(`/billing/invoices/new?customerId=${CUSTOMER}&amcContractId=${CONTRACT}`, {
      'users.me': () => testUser('ADMIN'),
      'admin.billing.profile': () => profile,
      'admin.billing.billable': () => billable,
      'admin.customers.options': () => [],
      'admin.invoices.create': () => ({ id: NEW_INVOICE }) as Invoice,
      'admin.invoices.get': () => {
        throw new Error('not shown in this test');
      },
    });
    const line = await screen.findByRole('group', { name: 'Line 1: AMC: Kent Grand Plus RO (KGP-22-0912) 31 Jan 2027 – 30 Jan 2028' }, WAIT);
    expect((screen.getByRole('checkbox', { name: /^AMC: Kent Grand Plus RO \(KGP-22-0912\) 31 Jan 2027/ }) as HTMLInputElement).checked).toBe(true);
    // Billed already, or cancelled: not to be ticked.
    expect((screen.getByRole('checkbox', { name: /31 Jan 2026 – 30 Jan 2027/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'AQC/25-26/0003' })).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Water Softener .*\(cancelled\)/ }) as HTMLInputElement).disabled).toBe(true);
    expect((within(line).getByRole('textbox', { name: 'Unit Price (₹)' }) as HTMLInputElement).readOnly).toBe(true);
    expect(within(line).getByText('Taxable ₹2,999.00 · GST ₹539.82 · Line total ₹3,538.82')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Save Invoice' }));
    await waitFor(() => expect(app.server.callsTo('admin.invoices.create')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.invoices.create')[0]?.input).toEqual({
      customerID: CUSTOMER,
      invoiceDate: dayjs().tz('Asia/Kolkata').format('YYYY-MM-DD'),
      lines: [{ amcContractID: CONTRACT, hsnCode: '9987', quantity: 1, unitPrice: 2999, gstRate: 18, discount: 0 }],
      notes: null,
    });
  });
});
