import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choose } from '../../test/pick-list';
import { renderComponent } from '../../test/render-app';
import type { Output } from '../../test/trpc-mock';
import { RenewBusinessButton } from './RenewBusinessButton';
import { applyLanguage } from '../../i18n/language';

const BUSINESS = { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', name: 'Aqua Care Pune', expiryDate: '2099-01-10' };
const PLANS: Output<'superadmin.subscriptions.plans'> = [
  { id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', name: '6 Months', months: 6, pricePerYear: 12000, maxTechnicians: null, maxCustomers: null, active: true, createdAt: '2026-11-01T00:00:00.000Z' },
  { id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', name: '12 Months', months: 12, pricePerYear: 10000, maxTechnicians: null, maxCustomers: null, active: true, createdAt: '2026-11-01T00:00:00.000Z' },
  { id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', name: 'Retired', months: 12, pricePerYear: 4000, maxTechnicians: 2, maxCustomers: null, active: false, createdAt: '2026-11-01T00:00:00.000Z' },
];

const renewed: Output<'superadmin.subscriptions.renew'> = {
  expiryDate: '2100-01-10',
  subscription: {
    id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
    businessID: BUSINESS.id,
    planID: PLANS[1]!.id,
    planName: '12 Months',
    periodStart: '2099-01-11',
    periodEnd: '2100-01-10',
    amount: 10000,
    mode: 'UPI',
    paidOn: '2026-11-21',
    reference: 'UPI-1',
    receiptNumber: 'SVK-R-2026-0007',
    createdAt: '2026-11-21T06:30:00.000Z',
  },
};

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('renewing a business', SLOW, () => {
  it('says which days the payment buys, prices it from the plan, and offers the receipt', async () => {
    const onRenewed = vi.fn();
    const app = renderComponent(<RenewBusinessButton business={BUSINESS} onRenewed={onRenewed} />, {
      'superadmin.subscriptions.plans': () => PLANS,
      'superadmin.subscriptions.renew': () => renewed,
    });
    await app.user.click(screen.getByRole('button', { name: 'Renew Aqua Care Pune' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Access now ends on 10-01-2099. This payment’s period starts on 11-01-2099: choose a plan for its length.')).toBeTruthy();

    // A plan off sale is not offered; choosing one fills in its price and says which days it buys.
    await choose(app, 'Plan', '12 Months (₹10,000.00 for 12 months)');
    expect(screen.queryByText(/Retired/)).toBeNull();
    expect(within(dialog).getByText('Access now ends on 10-01-2099. This payment buys 11-01-2099 to 10-01-2100.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Amount received (₹)') as HTMLInputElement).value).toMatch(/^10,?000/);

    await app.user.type(within(dialog).getByLabelText('Reference (optional)'), 'UPI-1');
    await app.user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await screen.findByText('Renewed until 10-01-2100', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download Receipt PDF' }).getAttribute('href')).toBe(
      `/api/v1/superadmin/subscriptions/${renewed.subscription.id}/pdf`,
    );
    expect(app.server.callsTo('superadmin.subscriptions.renew')[0]?.input).toMatchObject({
      id: BUSINESS.id,
      planID: PLANS[1]!.id,
      amount: 10000,
      mode: 'CASH',
      reference: 'UPI-1',
    });
    expect(onRenewed).toHaveBeenCalledWith('2100-01-10');
  });

  it('refuses a renewal without a plan and sends nothing', async () => {
    const app = renderComponent(<RenewBusinessButton business={BUSINESS} />, { 'superadmin.subscriptions.plans': () => PLANS });
    await app.user.click(screen.getByRole('button', { name: 'Renew Aqua Care Pune' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await app.user.click(within(dialog).getByRole('button', { name: 'Renew' }));
    expect(await within(dialog).findByText('Select a plan', {}, WAIT)).toBeTruthy();
    expect(await within(dialog).findByText('Amount is required', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.subscriptions.renew')).toHaveLength(0);
  });

  it('prices a 6-month plan as half its yearly rate, and says which 6 months it buys', async () => {
    const app = renderComponent(<RenewBusinessButton business={BUSINESS} />, { 'superadmin.subscriptions.plans': () => PLANS });
    await app.user.click(screen.getByRole('button', { name: 'Renew Aqua Care Pune' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    await choose(app, 'Plan', '6 Months (₹6,000.00 for 6 months)');
    expect((within(dialog).getByLabelText('Amount received (₹)') as HTMLInputElement).value).toMatch(/^6,?000/);
    expect(within(dialog).getByText('Access now ends on 10-01-2099. This payment buys 11-01-2099 to 10-07-2099.')).toBeTruthy();
  });

  it('reads in Hindi: the dialog, the plans with their price and length, and the period bought', async () => {
    await applyLanguage('hi');
    const app = renderComponent(<RenewBusinessButton business={BUSINESS} />, { 'superadmin.subscriptions.plans': () => PLANS });
    await app.user.click(screen.getByRole('button', { name: 'Aqua Care Pune रिन्यू करें' }));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText('Aqua Care Pune रिन्यू करें')).toBeTruthy();
    await choose(app, 'प्लान', '6 Months (6 महीने के लिए ₹6,000.00)');
    expect(within(dialog).getByText('अभी उपयोग 10-01-2099 को खत्म होता है। यह भुगतान 11-01-2099 से 10-07-2099 तक की अवधि खरीदता है।')).toBeTruthy();
    expect(within(dialog).getByLabelText('मिली रकम (₹)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'रिन्यू करें' })).toBeTruthy();
  });
});
