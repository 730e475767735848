import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { typeDayAndPressEnter } from '../../test/date-picker';
import { choose, selectedText } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers, type Output } from '../../test/trpc-mock';

const PURIFIER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const SOFTENER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

const priya: Output<'admin.customers.create'> = {
  id: CUSTOMER,
  createdAt: '2027-03-10T05:00:00.000Z',
  user: { id: 'user-priya', fullname: 'Priya Sharma', address: null, phoneNumber: '9876500003', email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [],
};

const products = [
  { id: PURIFIER, name: 'RO Water Purifier 7L', price: 14999.5 },
  { id: SOFTENER, name: 'Water Softener', price: 23000 },
];

function customerHandlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.customers.list': () => ({ items: [], total: 0 }),
    'admin.products.options': () => products,
    ...overrides,
  };
}

/** Types a day into an antd DatePicker the way a keyboard user does, and confirms it. */
function typeDay(label: string, day: string) {
  const input = screen.getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const dayIn = (label: string) => field(label).value;
const price = () => screen.getByLabelText('Price') as HTMLInputElement;

// antd's widgets take a while in happy-dom, most of all on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

/** Opens Create Order and fills in who the customer is and what they bought, as the tests below start. */
async function startOrder() {
  const app = renderApp('/customer', customerHandlers({ 'admin.customers.create': () => priya }));
  await screen.findByRole('heading', { name: 'Create Order' }, WAIT);
  await app.user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
  await app.user.type(screen.getByLabelText('Phone Number'), '9876500003');
  await choose(app, 'Product', 'RO Water Purifier 7L');
  await waitFor(() => expect(price().value).toBe('14999.50'), WAIT);
  return app;
}

describe('customer form', SLOW, () => {
  it('sets the warranty end one year after the chosen warranty start', async () => {
    renderApp('/customer', customerHandlers());
    await screen.findByRole('heading', { name: 'Create Order' }, WAIT);
    expect(dayIn('Warranty End Date')).toBe('');

    typeDay('Warranty Start Date', '15-03-2027');
    await waitFor(() => expect(dayIn('Warranty Start Date')).toBe('15-03-2027'), WAIT);
    await waitFor(() => expect(dayIn('Warranty End Date')).toBe('15-03-2028'), WAIT);

    // A leap day's year later is the last day of February.
    typeDay('Warranty Start Date', '29-02-2028');
    await waitFor(() => expect(dayIn('Warranty End Date')).toBe('28-02-2029'), WAIT);
  });

  it('fills the price from the chosen product, and the price stays editable', async () => {
    const app = renderApp('/customer', customerHandlers());
    await screen.findByRole('heading', { name: 'Create Order' }, WAIT);
    expect(price().value).toBe('');

    await choose(app, 'Product', 'RO Water Purifier 7L');
    await waitFor(() => expect(price().value).toBe('14999.50'), WAIT);

    await app.user.clear(price());
    await app.user.type(price(), '13500');
    await app.user.tab();
    await waitFor(() => expect(price().value).toBe('13500.00'), WAIT);

    await choose(app, 'Product', 'Water Softener');
    await waitFor(() => expect(price().value).toBe('23000.00'), WAIT);
  });

  it('keeps a negative price as typed, says "Price cannot be negative" at the field, and sends nothing', async () => {
    const app = await startOrder();
    await app.user.clear(price());
    await app.user.type(price(), '-1200');
    await app.user.tab();
    await app.user.type(screen.getByLabelText('Bill Number'), 'INV-7');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Price cannot be negative', {}, WAIT)).toBeTruthy();
    expect(price().value).toBe('-1200');
    expect(app.server.callsTo('admin.customers.create')).toHaveLength(0);
  });

  it('Enter in an open date picker takes the day and sends nothing', async () => {
    const app = await startOrder();
    await app.user.type(screen.getByLabelText('Bill Number'), 'INV-7');
    await typeDayAndPressEnter(app, field('Invoice Date'), '10-03-2026');
    await typeDayAndPressEnter(app, field('Warranty Start Date'), '15-03-2026');
    await waitFor(() => expect(dayIn('Warranty End Date')).toBe('15-03-2027'), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(app.server.callsTo('admin.customers.create')).toHaveLength(0);
    expect(screen.queryByText('Customer created successfully')).toBeNull();
  });

  it('keeps a long name and bill number whole and shows their limits instead of cutting them', async () => {
    const app = renderApp('/customer', customerHandlers({ 'admin.customers.create': () => priya }));
    await screen.findByRole('heading', { name: 'Create Order' }, WAIT);
    const name = 'Priya '.repeat(20).trim();
    const bill = 'INV-2027-MAHARASHTRA-PUNE-KHARADI-0001';
    await app.user.click(screen.getByLabelText('Full Name'));
    await app.user.paste(name);
    await app.user.type(screen.getByLabelText('Bill Number'), bill);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Must be at most 100 characters', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Bill number must be at most 32 characters')).toBeTruthy();
    expect(field('Full Name').value).toBe(name);
    expect(field('Bill Number').value).toBe(bill);
    expect(screen.getByText(`${bill.length} / 32`)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.create')).toHaveLength(0);
  });

  it('sends the chosen days as calendar dates and the edited price', async () => {
    const app = await startOrder();
    await app.user.clear(price());
    await app.user.type(price(), '14000');
    typeDay('Invoice Date', '10-03-2027');
    typeDay('Warranty Start Date', '15-03-2027');
    await waitFor(() => expect(dayIn('Warranty End Date')).toBe('15-03-2028'), WAIT);
    await app.user.type(screen.getByLabelText('Bill Number'), 'INV-7');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Customer created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.create')[0]?.input).toMatchObject({
      fullname: 'Priya Sharma',
      phoneNumber: '9876500003',
      productId: PURIFIER,
      price: 14000,
      invoiceDate: '2027-03-10',
      billNumber: 'INV-7',
      warrantyStartDate: '2027-03-15',
      warrantyEndDate: '2028-03-15',
    });
  });

  it('saves the customer’s language, English unless another is chosen', async () => {
    const app = await startOrder();
    expect(selectedText('Language')).toBe('English');
    await choose(app, 'Language', 'हिन्दी');
    await app.user.type(screen.getByLabelText('Bill Number'), 'INV-8');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer created successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.customers.create')[0]?.input).toMatchObject({ fullname: 'Priya Sharma', language: 'hi' });
  });

  it('reads in Hindi: the page, the list and what the shared rules say of a missing field', async () => {
    await applyLanguage('hi');
    const app = renderApp('/customer', customerHandlers());
    await screen.findByRole('heading', { name: 'नया ऑर्डर' }, WAIT);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(expect.arrayContaining(['नाम', 'फ़ोन', 'बिल नं.']));
    expect(screen.getByLabelText('पूरा नाम')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'भाषा' })).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'सेव करें' }));
    expect(await screen.findByText('ग्राहक का नाम ज़रूरी है', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('बिल नंबर ज़रूरी है')).toBeTruthy();
    expect(app.server.callsTo('admin.customers.create')).toHaveLength(0);
  });
});
