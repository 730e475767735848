import { gstinCheckCharacter, type BillingProfile } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { choose, selectedText } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

const owner = {
  id: 'business-1',
  image: null,
  startDate: '2027-01-01',
  expiryDate: '2027-12-31',
  user: { id: 'admin-1', fullname: 'Aqua Care Services', email: 'owner@aquacare.in', phoneNumber: '9876543210', address: '12 FC Road, Pune' },
};

/** A Maharashtra (27) GSTIN with its right check character, and the same with a wrong one. */
const MAHARASHTRA_GSTIN = `27AAPFU0939F1Z${gstinCheckCharacter('27AAPFU0939F1Z')}`;
const WRONG_CHECK_GSTIN = `27AAPFU0939F1Z${MAHARASHTRA_GSTIN.endsWith('A') ? 'B' : 'A'}`;

const saved: BillingProfile = {
  legalName: 'Aqua Care Services LLP',
  gstin: MAHARASHTRA_GSTIN,
  stateCode: '27',
  address: '12 FC Road, Pune',
  pinCode: '411004',
  phoneNumber: '9876543210',
  email: null,
  upiId: 'aquacare@okhdfcbank',
  bankAccountName: null,
  bankAccountNumber: null,
  bankIfsc: null,
  bankName: null,
  invoicePrefix: 'AQC',
  pricesIncludeTax: true,
  serviceGstRate: 5,
  terms: 'Goods once sold are not taken back.',
  updatedAt: '2026-11-24T10:00:00.000Z',
};

function openTaxProfile(handlers: Handlers = {}) {
  return renderApp('/billing/profile', {
    'users.me': () => testUser('ADMIN', { fullname: 'Aqua Care Services' }),
    'admin.billing.profile': () => null,
    'admin.profile.get': () => owner,
    ...handlers,
  });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const prefilled = () => waitFor(() => expect(field('Legal Name').value).not.toBe(''), WAIT);
const save = (app: ReturnType<typeof openTaxProfile>) => app.user.click(screen.getByRole('button', { name: 'Save Tax Profile' }));

async function type(app: ReturnType<typeof openTaxProfile>, label: string, text: string) {
  await app.user.clear(field(label));
  await app.user.type(field(label), text);
}

/** Picks a state by typing part of its name: the list shows only the first few of 38 until searched. */
async function chooseState(app: ReturnType<typeof openTaxProfile>, search: string, option: string) {
  await app.user.type(screen.getByRole('combobox', { name: 'State' }), search);
  await choose(app, 'State', option);
}

/** Fills what the owner's profile cannot say: the state, PIN and invoice prefix. */
async function completeFirstProfile(app: ReturnType<typeof openTaxProfile>, state: string) {
  await chooseState(app, state.split(' ')[1]!.toLowerCase(), state);
  await type(app, 'PIN Code', '411004');
  await type(app, 'Invoice Prefix', 'aqc');
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('the tax profile', SLOW, () => {
  it('starts from the owner’s profile before one is saved: 18 % on services, prices without GST', async () => {
    openTaxProfile();
    await prefilled();
    expect(field('Legal Name').value).toBe('Aqua Care Services');
    expect(field('Phone Number').value).toBe('9876543210');
    expect(field('Email (optional)').value).toBe('owner@aquacare.in');
    expect(field('Address').value).toBe('12 FC Road, Pune');
    expect(field('GSTIN').value).toBe('');
    expect(selectedText('State')).toBe('');
    expect(selectedText('GST rate on service visits (SAC 9987)')).toBe('18 %');
    expect(screen.getByRole('switch', { name: 'Prices I enter include GST' }).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Bank details (optional)')).toBeTruthy();
  });

  it('shows the saved profile, and an invoice number its prefix makes', async () => {
    const app = openTaxProfile({ 'admin.billing.profile': () => saved });
    await prefilled();
    expect(field('Legal Name').value).toBe('Aqua Care Services LLP');
    expect(field('GSTIN').value).toBe(MAHARASHTRA_GSTIN);
    expect(selectedText('State')).toBe('27 Maharashtra');
    expect(field('UPI ID (optional)').value).toBe('aquacare@okhdfcbank');
    expect(field('Terms (optional)').value).toBe('Goods once sold are not taken back.');
    expect(selectedText('GST rate on service visits (SAC 9987)')).toBe('5 %');
    expect(screen.getByRole('switch', { name: 'Prices I enter include GST' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByText(/^Invoices will be numbered like AQC\/\d\d-\d\d\/0001$/)).toBeTruthy();
    expect(app.server.callsTo('admin.profile.get')).toHaveLength(0);

    await type(app, 'Invoice Prefix', 'sv1');
    expect(screen.getByText(/^Invoices will be numbered like SV1\/\d\d-\d\d\/0001$/)).toBeTruthy();
  });

  it('finds a state by its name and sends the profile as it will be stored', async () => {
    const app = openTaxProfile({ 'admin.billing.saveProfile': (input) => ({ ...saved, ...input, serviceGstRate: 18 }) as BillingProfile });
    await prefilled();
    await chooseState(app, 'mahar', '27 Maharashtra');
    await type(app, 'PIN Code', '411004');
    await type(app, 'Invoice Prefix', 'aqc');
    await type(app, 'GSTIN', ` ${MAHARASHTRA_GSTIN.toLowerCase()} `);
    await type(app, 'IFSC', 'hdfc0001234');
    await type(app, 'Account Number', '50100012345678');
    await app.user.click(screen.getByRole('switch', { name: 'Prices I enter include GST' }));
    await save(app);

    expect(await screen.findByText('Billing profile saved successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.billing.saveProfile')[0]?.input).toEqual({
      legalName: 'Aqua Care Services',
      gstin: MAHARASHTRA_GSTIN,
      stateCode: '27',
      address: '12 FC Road, Pune',
      pinCode: '411004',
      phoneNumber: '9876543210',
      email: 'owner@aquacare.in',
      upiId: null,
      bankAccountName: null,
      bankAccountNumber: '50100012345678',
      bankIfsc: 'HDFC0001234',
      bankName: null,
      invoicePrefix: 'AQC',
      pricesIncludeTax: true,
      serviceGstRate: 18,
      terms: null,
    });
  });

  it('refuses a GSTIN of another state than the one chosen, and sends nothing', async () => {
    const app = openTaxProfile();
    await prefilled();
    await completeFirstProfile(app, '29 Karnataka');
    await type(app, 'GSTIN', MAHARASHTRA_GSTIN);
    await save(app);
    expect(
      await screen.findByText('This GSTIN is registered in Maharashtra (27), not in the state chosen, Karnataka (29)', {}, WAIT),
    ).toBeTruthy();
    expect(app.server.callsTo('admin.billing.saveProfile')).toHaveLength(0);

    // Choosing the GSTIN's own state clears the message.
    await chooseState(app, '27', '27 Maharashtra');
    await waitFor(() => expect(screen.queryByText(/This GSTIN is registered in/)).toBeNull(), WAIT);
  });

  it('refuses a GSTIN whose check character is wrong', async () => {
    const app = openTaxProfile();
    await prefilled();
    await completeFirstProfile(app, '27 Maharashtra');
    await type(app, 'GSTIN', WRONG_CHECK_GSTIN);
    await save(app);
    expect(await screen.findByText("This GSTIN's check character is wrong: please re-check the number", {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.billing.saveProfile')).toHaveLength(0);
  });

  it('prefixes the server’s reason when the save fails', async () => {
    const app = openTaxProfile({
      'admin.billing.profile': () => saved,
      'admin.billing.saveProfile': () => {
        throw new TrpcFailure('Business not found', 404);
      },
    });
    await prefilled();
    await save(app);
    expect(await screen.findByText('Failed to save billing profile: Business not found', {}, WAIT)).toBeTruthy();
  });

  it('reads in Hindi, and says in Hindi which states a GSTIN and the choice are', async () => {
    await applyLanguage('hi');
    const app = openTaxProfile();
    await waitFor(() => expect(field('कानूनी नाम').value).toBe('Aqua Care Services'), WAIT);
    // A state is found by its English name too, and shown in Hindi.
    await app.user.type(screen.getByRole('combobox', { name: 'राज्य' }), 'karn');
    await choose(app, 'राज्य', '29 कर्नाटक');
    await type(app, 'पिन कोड', '411004');
    await type(app, 'बिल प्रीफ़िक्स', 'aqc');
    await type(app, 'GSTIN', MAHARASHTRA_GSTIN);
    await app.user.click(screen.getByRole('button', { name: 'टैक्स प्रोफ़ाइल सेव करें' }));
    expect(await screen.findByText('यह GSTIN महाराष्ट्र (27) में रजिस्टर्ड है, चुने गए राज्य कर्नाटक (29) में नहीं', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.billing.saveProfile')).toHaveLength(0);
  });
});
