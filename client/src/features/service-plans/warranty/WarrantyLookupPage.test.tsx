import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n/language';
import { renderApp } from '../../../test/render-app';
import { testUser, type Output } from '../../../test/trpc-mock';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const PURCHASE = '22222222-2222-4222-8222-222222222222';
const KENT = '33333333-3333-4333-8333-333333333333';
const CONTRACT = '44444444-4444-4444-8444-444444444444';

type Card = Output<'admin.warranty.lookup'>[number];

const kent: Card = {
  customerProductId: PURCHASE,
  serialNumber: 'KGP-22-0912',
  product: { id: KENT, name: 'Kent Grand Plus RO' },
  customer: { id: CUSTOMER, name: 'Ravi Kumar', phoneNumber: '9876500001', address: '12 FC Road, Pune' },
  billNumber: 'AQ-1041',
  invoiceDate: '2026-03-05',
  invoice: { id: 'invoice-7', invoiceNumber: 'AQC/26-27/0007' },
  warrantyStartDate: '2026-03-05',
  warrantyEndDate: '2027-03-04',
  warranty: { state: 'expiring', daysLeft: 12, label: 'Expires in 12 days' },
  amc: { id: CONTRACT, status: 'active', endDate: '2028-01-30', visitsDone: 1, visitsRemaining: 3 },
  visitsSoFar: 5,
  nextVisit: { id: 'visit-9', visitDate: '2027-04-30T04:30:00.000Z', employee: null },
};

function openLookup(answer: (input: { serial?: string | undefined; phone?: string | undefined }) => Card[]) {
  return renderApp('/service/warranty', {
    'users.me': () => testUser('ADMIN'),
    'admin.warranty.lookup': answer,
  });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('warranty look-up', SLOW, () => {
  it('looks a serial number up and answers with the purchase’s card: warranty state in words, AMC, visits', async () => {
    const app = openLookup((input) => (input.serial === 'KGP-22-0912' ? [kent] : []));
    await app.user.type(await screen.findByRole('searchbox', { name: 'Serial number or phone' }, WAIT), 'kgp-22-0912{Enter}');

    const card = await screen.findByText('Kent Grand Plus RO · Serial KGP-22-0912', {}, WAIT);
    const body = within(card.closest('.ant-card') as HTMLElement);
    expect(body.getByText('Expires in 12 days')).toBeTruthy();
    expect(body.getByRole('link', { name: 'Ravi Kumar' }).getAttribute('href')).toBe(`/update/customer/${CUSTOMER}`);
    expect(body.getByRole('link', { name: 'GST invoice AQC/26-27/0007' }).getAttribute('href')).toBe('/billing/invoices/invoice-7');
    expect(body.getByText('to 30-01-2028, 1 done, 3 remaining')).toBeTruthy();
    expect(body.getByRole('link', { name: 'Open contract' }).getAttribute('href')).toBe(`/service/amc/${CONTRACT}`);
    expect(body.getByText('30 Apr 2027, 10:00 AM · Unassigned')).toBeTruthy();
    expect(app.server.callsTo('admin.warranty.lookup').at(-1)?.input).toEqual({ serial: 'KGP-22-0912' });
    expect(app.router.state.location.search).toBe('?q=kgp-22-0912');
  });

  it('takes digits as a phone, and says in a sentence when nothing is found', async () => {
    const app = openLookup(() => []);
    const box = await screen.findByRole('searchbox', { name: 'Serial number or phone' }, WAIT);
    await app.user.type(box, '98765 00009{Enter}');
    expect(await screen.findByText('No customer with phone 9876500009.', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.warranty.lookup').at(-1)?.input).toEqual({ phone: '9876500009' });

    await app.user.clear(box);
    await app.user.type(box, 'RO/0001{Enter}');
    expect(await screen.findByText('No purchase with serial number RO/0001.', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(app.server.callsTo('admin.warranty.lookup').at(-1)?.input).toEqual({ serial: 'RO/0001' }), WAIT);
  });

  it('answers in Hindi, the warranty state and a refused search in Hindi too', async () => {
    await applyLanguage('hi');
    const app = openLookup(() => [kent]);
    expect(await screen.findByRole('heading', { name: 'वारंटी देखें' }, WAIT)).toBeTruthy();
    await app.user.type(await screen.findByRole('searchbox', { name: 'सीरियल नंबर या फ़ोन' }, WAIT), 'kgp-22-0912{Enter}');
    const card = await screen.findByText('Kent Grand Plus RO · सीरियल KGP-22-0912', {}, WAIT);
    const body = within(card.closest('.ant-card') as HTMLElement);
    expect(body.getByText('12 दिन में खत्म')).toBeTruthy();
    expect(body.getByText('चालू')).toBeTruthy();
    expect(body.getByText(/ · किसी को नहीं सौंपी$/)).toBeTruthy();

    await app.user.clear(screen.getByRole('searchbox', { name: 'सीरियल नंबर या फ़ोन' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'सीरियल नंबर या फ़ोन' }), `${'A'.repeat(41)}{Enter}`);
    expect(await screen.findByText('सीरियल नंबर में अक्षर, अंक और / . _ - हो सकते हैं (40 तक)', {}, WAIT)).toBeTruthy();
  });
});
