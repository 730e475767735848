import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';
import { onPhone } from '../../test/viewport';

const KENT = '11111111-1111-4111-8111-111111111111';
const GEYSER = '22222222-2222-4222-8222-222222222222';

type MyProduct = Output<'customer.products'>[number];

const kent: MyProduct = {
  id: KENT,
  productName: 'Kent Grand Plus RO',
  serialNumber: 'KGP-26-0042',
  invoiceDate: '2026-03-05',
  billNumber: 'AQ-1041',
  warrantyStartDate: '2026-03-05',
  warrantyEndDate: '2027-03-04',
  warranty: { state: 'expiring', daysLeft: 12, label: 'Expires in 12 days' },
  amc: { status: 'active', endDate: '2028-01-30' },
  nextVisitDate: '2027-04-30T04:30:00.000Z',
};

const geyser: MyProduct = {
  id: GEYSER,
  productName: 'Havells Monza 15L Storage Geyser',
  serialNumber: null,
  invoiceDate: '2024-11-02',
  billNumber: 'AQ-0877',
  warrantyStartDate: '2024-11-02',
  warrantyEndDate: '2025-11-01',
  warranty: { state: 'expired', daysLeft: -400, label: 'Expired' },
  amc: null,
  nextVisitDate: null,
};

function openMyProducts(overrides: Handlers = {}) {
  return renderApp('/customer/dashboard', {
    'users.me': () => testUser('CUSTOMER', { fullname: 'Meera Iyer' }),
    'customer.products': () => [kent, geyser],
    ...overrides,
  });
}

/** A product's card, found by its heading. */
async function cardOf(productName: string) {
  const heading = await screen.findByRole('heading', { name: productName, level: 4 }, WAIT);
  return within(heading.closest('.ant-card') as HTMLElement);
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('the customer’s products', SLOW, () => {
  it('shows each purchase on a card: bill, warranty state in words, AMC and the next visit', async () => {
    onPhone();
    openMyProducts();
    expect(await screen.findByRole('heading', { name: 'My Products', level: 3 }, WAIT)).toBeTruthy();

    const card = await cardOf('Kent Grand Plus RO');
    expect(card.getByText('KGP-26-0042')).toBeTruthy();
    expect(card.getByText('05-03-2026, bill AQ-1041')).toBeTruthy();
    expect(card.getByText('Expires in 12 days').closest('.ant-tag')?.className).toContain('gold');
    expect(card.getByText('05-03-2026 to 04-03-2027')).toBeTruthy();
    expect(card.getByText('Active').closest('.ant-tag')).toBeTruthy();
    expect(card.getByText('to 30-01-2028')).toBeTruthy();
    expect(card.getByText('30 Apr 2027, 10:00 AM')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Ask for service on Kent Grand Plus RO' }).getAttribute('href')).toBe(
      `/customer/service?product=${KENT}`,
    );

    const old = await cardOf('Havells Monza 15L Storage Geyser');
    expect(old.getByText('Expired').closest('.ant-tag')?.className).toContain('red');
    expect(old.getByText('Not recorded')).toBeTruthy();
    expect(old.getByText('No contract')).toBeTruthy();
    expect(old.getByText('None booked')).toBeTruthy();
  });

  it('says so when there are no purchases, and a failed load is a failure with Try Again, never an empty list', async () => {
    const empty = openMyProducts({ 'customer.products': () => [] });
    expect(await screen.findByText('No products yet. Your purchases from the shop will show here.', {}, WAIT)).toBeTruthy();
    empty.unmount();

    openMyProducts({
      'customer.products': () => {
        throw new TrpcFailure('Something went wrong', 500);
      },
    });
    expect(await screen.findByText('Failed to get your products', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('reads in Hindi for a customer who chose Hindi', async () => {
    await applyLanguage('hi');
    openMyProducts();
    expect(await screen.findByRole('heading', { name: 'मेरे उत्पाद', level: 3 }, WAIT)).toBeTruthy();
    const card = await cardOf('Kent Grand Plus RO');
    expect(card.getByText('सीरियल नंबर')).toBeTruthy();
    expect(card.getByText('05-03-2026, बिल AQ-1041')).toBeTruthy();
    expect(card.getByText('अगली विज़िट')).toBeTruthy();
    expect((await cardOf('Havells Monza 15L Storage Geyser')).getByText('कोई कॉन्ट्रैक्ट नहीं')).toBeTruthy();
  });
});
