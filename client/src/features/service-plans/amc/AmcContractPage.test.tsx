import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { testUser, type Handlers, type Output } from '../../../test/trpc-mock';

const CONTRACT = '44444444-4444-4444-8444-444444444444';
const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const PURCHASE = '22222222-2222-4222-8222-222222222222';
const KENT = '33333333-3333-4333-8333-333333333333';
const SURESH = '55555555-5555-4555-8555-555555555555';

type Contract = Output<'admin.amc.get'>;

const visit = (n: number, visitDate: string, status: Contract['visits'][number]['status'], withSuresh: boolean) => ({
  id: `0000000${n}-0000-4000-8000-000000000000`,
  visitDate,
  status,
  employee: withSuresh ? { id: SURESH, name: 'Suresh Patil' } : null,
});

/** A year's contract from 31 Jan 2027, two of its four visits done. */
const contract: Contract = {
  id: CONTRACT,
  customerId: CUSTOMER,
  customerProductId: PURCHASE,
  customer: { id: CUSTOMER, name: 'Ravi Kumar', phoneNumber: '9876500001' },
  product: { id: KENT, name: 'Kent Grand Plus RO' },
  serialNumber: 'KGP-22-0912',
  startDate: '2027-01-31',
  endDate: '2028-01-30',
  price: 129999,
  visitsIncluded: 4,
  visitInterval: { months: 3 },
  employee: { id: SURESH, name: 'Suresh Patil' },
  status: 'active',
  renewalOf: null,
  renewedBy: null,
  visitsDone: 2,
  visitsRemaining: 2,
  invoice: null,
  createdAt: '2027-01-20T05:00:00.000Z',
  visits: [
    visit(1, '2027-01-31T04:30:00.000Z', 'done', true),
    visit(2, '2027-04-30T04:30:00.000Z', 'done', true),
    visit(3, '2027-07-31T04:30:00.000Z', 'scheduled', false),
    visit(4, '2027-10-31T04:30:00.000Z', 'scheduled', true),
  ],
};

function openContract(handlers: Handlers = {}) {
  return renderApp(`/service/amc/${CONTRACT}`, {
    'users.me': () => testUser('ADMIN'),
    'admin.amc.get': () => contract,
    ...handlers,
  });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('AMC contract page', SLOW, () => {
  it('shows the contract, its visits in words with their technician, and how many are done and remaining', async () => {
    openContract();
    expect(await screen.findByText('2 done, 2 remaining of 4', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'AMC Contract: Ravi Kumar, Kent Grand Plus RO' })).toBeTruthy();
    expect(screen.getByText('31-01-2027 to 30-01-2028')).toBeTruthy();
    expect(screen.getByText('₹1,29,999.00')).toBeTruthy();
    expect(screen.getByText('4, every 3 months')).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();

    const rows = within(screen.getByRole('table', { name: 'Contract visits' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['31 Jan 2027, 10:00 AM', 'Done', 'Suresh Patil'],
      ['30 Apr 2027, 10:00 AM', 'Done', 'Suresh Patil'],
      ['31 Jul 2027, 10:00 AM', 'Scheduled', 'Unassigned'],
      ['31 Oct 2027, 10:00 AM', 'Scheduled', 'Suresh Patil'],
    ]);
    expect(screen.getByRole('button', { name: 'Open Customer' }).closest('a')?.getAttribute('href')).toBe(`/update/customer/${CUSTOMER}`);
    expect(screen.getByRole('button', { name: 'Bill this Contract' }).closest('a')?.getAttribute('href')).toBe(
      `/billing/invoices/new?customerId=${CUSTOMER}&amcContractId=${CONTRACT}`,
    );
  });

  it('names the invoice of a billed contract instead of offering to bill it again', async () => {
    openContract({ 'admin.amc.get': () => ({ ...contract, invoice: { id: 'invoice-7', invoiceNumber: 'AQC/26-27/0007' } }) });
    expect((await screen.findByRole('link', { name: 'AQC/26-27/0007' }, WAIT)).getAttribute('href')).toBe('/billing/invoices/invoice-7');
    expect(screen.queryByRole('button', { name: 'Bill this Contract' })).toBeNull();
  });

  it('asks before cancelling, saying what happens to the visits, and cancels only once confirmed', async () => {
    const app = openContract({ 'admin.amc.cancel': () => ({ ...contract, status: 'cancelled' as const, visitsRemaining: 0 }) });
    await app.user.click(await screen.findByRole('button', { name: 'Cancel Contract' }, WAIT));

    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(dialog.textContent).toContain('Cancel this contract?');
    expect(dialog.textContent).toContain('Its 2 visits still to come are cancelled; done visits stay.');
    expect(app.server.callsTo('admin.amc.cancel')).toHaveLength(0);

    expect(within(dialog).getByRole('button', { name: 'Keep Contract' })).toBeTruthy();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel Contract' }));
    expect(await screen.findByText('Contract cancelled', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.amc.cancel')).toEqual([{ path: 'admin.amc.cancel', input: { id: CONTRACT } }]);
  });

  it('renews from the day after the end, with a new price, and goes to the new contract', async () => {
    const RENEWAL = '66666666-6666-4666-8666-666666666666';
    const app = openContract({
      'admin.amc.renew': () => ({ ...contract, id: RENEWAL, startDate: '2028-01-31', endDate: '2029-01-30', price: 3499, renewalOf: CONTRACT }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Renew' }, WAIT));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    expect(dialog.getByText(/^The new contract runs from 31-01-2028 to 30-01-2029 with 4 visits/)).toBeTruthy();
    await app.user.type(dialog.getByLabelText('New price (₹, optional)'), '3499');
    await app.user.click(dialog.getByRole('button', { name: 'Renew' }));

    await waitFor(() => expect(app.pathname()).toBe(`/service/amc/${RENEWAL}`), WAIT);
    expect(app.server.callsTo('admin.amc.renew')).toEqual([{ path: 'admin.amc.renew', input: { id: CONTRACT, price: 3499 } }]);
  });
});
