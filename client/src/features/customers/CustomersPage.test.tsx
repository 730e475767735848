import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { testUser, type Handlers } from '../../test/trpc-mock';

const PURIFIER = 'dddddddd-dddd-4ddd-8ddd-dddddddddddd';
const SOFTENER = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee';
const CUSTOMER = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

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

/** The options the pick list named `label` offers (its dropdown is rendered in a portal). */
function optionElements(label: string) {
  const listId = screen.getByRole('combobox', { name: label }).getAttribute('aria-controls');
  const dropdown = listId ? document.getElementById(listId)?.closest('.ant-select-dropdown') : null;
  return [...(dropdown?.querySelectorAll('.ant-select-item-option') ?? [])];
}

async function choose(app: ReturnType<typeof renderApp>, label: string, optionText: string) {
  await app.user.click(screen.getByRole('combobox', { name: label }));
  await waitFor(() => expect(optionElements(label).map((option) => option.textContent)).toContain(optionText), WAIT);
  await app.user.click(optionElements(label).find((option) => option.textContent === optionText) as HTMLElement);
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

const dayIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const price = () => screen.getByRole('spinbutton', { name: 'Price' }) as HTMLInputElement;

// antd's widgets take a while in happy-dom, most of all on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

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

  it('sends the chosen days as calendar dates and the edited price', async () => {
    const app = renderApp('/customer', customerHandlers({ 'admin.customers.create': () => ({ id: CUSTOMER }) }));
    await screen.findByRole('heading', { name: 'Create Order' }, WAIT);
    await app.user.type(screen.getByLabelText('Full Name'), 'Priya Sharma');
    await app.user.type(screen.getByLabelText('Phone Number'), '9876500003');
    await choose(app, 'Product', 'RO Water Purifier 7L');
    await waitFor(() => expect(price().value).toBe('14999.50'), WAIT);
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
});
