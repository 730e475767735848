import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, selectedText } from '../../test/pick-list';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';
import { applyLanguage } from '../../i18n/language';

type Entry = Output<'admin.audit.list'>['items'][number];

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

const OWNER = '11111111-1111-4111-8111-111111111111';
const RAMESH = '22222222-2222-4222-8222-222222222222';
const PRODUCT = '33333333-3333-4333-8333-333333333333';
const CUSTOMER = '44444444-4444-4444-8444-444444444444';

const owner = { id: OWNER, name: 'Sunil Deshmukh', role: 'ADMIN' as const };
const ramesh = { id: RAMESH, name: 'Ramesh Patil', role: 'EMPLOYEE' as const };

const entry = (fields: Partial<Entry>): Entry => ({
  id: 'audit-1',
  // 12:00 noon in India.
  at: '2026-11-21T06:30:00.000Z',
  businessId: 'business-1',
  businessName: null,
  user: owner,
  entity: 'product',
  entityId: PRODUCT,
  entityLabel: 'Kent Grand Plus RO',
  action: 'update',
  changes: [],
  operation: 'admin.products.update',
  address: null,
  ...fields,
});

const longAddress = 'Flat 402, Shanti Niketan Co-operative Housing Society, Near Hanuman Mandir, Karve Nagar, Pune 411052';

const priceChange = entry({
  changes: [
    { field: 'price', before: 14999, after: 15999 },
    { field: 'gst_rate_bp', before: 1200, after: 1800 },
  ],
});
const newCustomer = entry({
  id: 'audit-2',
  at: '2026-11-20T12:45:00.000Z',
  entity: 'customer',
  entityId: CUSTOMER,
  entityLabel: 'Priya Sharma',
  action: 'create',
  operation: 'admin.customers.create',
  changes: [
    { field: 'state_code', before: null, after: '27' },
    { field: 'gstin', before: null, after: null },
    { field: 'user_id', before: null, after: OWNER },
  ],
});
const visitDone = entry({
  id: 'audit-3',
  user: ramesh,
  entity: 'visit',
  entityLabel: 'Priya Sharma — 21-11-2026',
  action: 'status',
  operation: 'employee.visits.markDone',
  changes: [
    { field: 'is_done', before: false, after: true },
    { field: 'service_charges', before: 0, after: 350 },
    { field: 'employee_id', before: OWNER, after: RAMESH },
    { field: 'service_address', before: null, after: longAddress },
  ],
});

function handlers(overrides: Handlers = {}): Handlers {
  return {
    'users.me': () => testUser('ADMIN'),
    'admin.audit.actors': () => [owner, ramesh],
    'admin.audit.list': () => ({ items: [priceChange, newCustomer, visitDone], total: 3 }),
    ...overrides,
  };
}

/** The table's row that names `text`. */
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

/** The changes of a row, one line a field, as read. */
const changeLines = (text: string) => [...(screen.getByText(text).closest('tr')?.querySelectorAll('.audit-changes > li') ?? [])].map((line) => line.textContent);

describe('activity', SLOW, () => {
  it('lists who changed what and when, each field before → after in words', async () => {
    const app = renderApp('/activity', handlers());
    await screen.findByText('Kent Grand Plus RO', {}, WAIT);
    expect(app.server.callsTo('admin.audit.list')[0]?.input).toEqual({ page: 1, pageSize: 10 });
    expect(screen.getByRole('link', { name: 'Activity' })).toBeTruthy();
    expect([...document.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['When', 'Who', 'What', 'Action', 'Changes']);

    const product = rowOf('Kent Grand Plus RO');
    expect(product.getByText('21-11-2026 12:00')).toBeTruthy();
    expect(product.getByText('Sunil Deshmukh')).toBeTruthy();
    expect(product.getByText('Admin').closest('.ant-tag')).toBeTruthy();
    expect(product.getByText('Product')).toBeTruthy();
    expect(product.getByText('Changed')).toBeTruthy();
    expect(changeLines('Kent Grand Plus RO')).toEqual(['Price: ₹14,999.00 → ₹15,999.00', 'GST rate: 12% → 18%']);

    // A new record: only what it was made with, without the ids of the records it links to.
    const customer = rowOf('Priya Sharma');
    expect(customer.getByText('20-11-2026 18:15')).toBeTruthy();
    expect(customer.getByText('Created')).toBeTruthy();
    expect(changeLines('Priya Sharma')).toEqual(['State code: 27', 'GSTIN: —']);

    const visit = rowOf('Priya Sharma — 21-11-2026');
    expect(visit.getByText('Employee').closest('.ant-tag')).toBeTruthy();
    expect(visit.getByText('Status changed')).toBeTruthy();
    expect(changeLines('Priya Sharma — 21-11-2026').slice(0, 3)).toEqual([
      'Done: No → Yes',
      'Service charges: ₹0.00 → ₹350.00',
      'Technician: changed',
    ]);
  });

  it('cuts a long value short, the whole on hover and on Show all', async () => {
    const app = renderApp('/activity', handlers());
    await screen.findByText('Kent Grand Plus RO', {}, WAIT);
    const line = screen.getByText('Service address').closest('li') as HTMLElement;
    expect(line.textContent).toContain('— → Flat 402, Shanti Niketan');
    expect(line.textContent).not.toContain('Pune 411052');
    expect(line.querySelector('[title]')?.getAttribute('title')).toBe(longAddress);

    await app.user.click(within(line).getByRole('button', { name: 'Show all' }));
    expect(line.textContent).toContain(longAddress);
    expect(within(line).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('narrows to a person and a kind of record, keeps them in the URL, and starts again at page 1', async () => {
    const app = renderApp('/activity?page=2', handlers());
    await screen.findByText('Kent Grand Plus RO', {}, WAIT);
    expect(app.server.callsTo('admin.audit.list')[0]?.input).toEqual({ page: 2, pageSize: 10 });

    await choose(app, 'Who', 'Ramesh Patil (Employee)');
    await choose(app, 'What', 'Customer');
    await waitFor(
      () => expect(app.server.callsTo('admin.audit.list').at(-1)?.input).toEqual({ userID: RAMESH, entity: 'customer', page: 1, pageSize: 10 }),
      WAIT,
    );
    expect(Object.fromEntries(new URLSearchParams(app.router.state.location.search))).toEqual({ userID: RAMESH, entity: 'customer' });
  });

  it('reads the filters from a link and sends the days as from and to', async () => {
    const app = renderApp(`/activity?userID=${OWNER}&entity=product&from=2026-11-01&to=2026-11-21`, handlers());
    await screen.findByText('Kent Grand Plus RO', {}, WAIT);
    expect(app.server.callsTo('admin.audit.list')[0]?.input).toEqual({
      userID: OWNER,
      entity: 'product',
      from: '2026-11-01',
      to: '2026-11-21',
      page: 1,
      pageSize: 10,
    });
    await waitFor(() => expect(selectedText('Who')).toBe('Sunil Deshmukh (Admin)'), WAIT);
    expect(selectedText('What')).toBe('Product');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('01-11-2026');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('21-11-2026');
  });

  it('sends a day typed into From, and leaves out a day or a kind the URL garbles', async () => {
    const app = renderApp('/activity?entity=spaceship&to=2026-13-45', handlers());
    await screen.findByText('Kent Grand Plus RO', {}, WAIT);
    expect(app.server.callsTo('admin.audit.list')[0]?.input).toEqual({ page: 1, pageSize: 10 });

    const from = screen.getByLabelText('From') as HTMLInputElement;
    await app.user.click(from);
    fireEvent.change(from, { target: { value: '05-11-2026' } });
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(app.server.callsTo('admin.audit.list').at(-1)?.input).toEqual({ from: '2026-11-05', page: 1, pageSize: 10 }), WAIT);
  });

  it('says when nothing is recorded', async () => {
    renderApp('/activity', handlers({ 'admin.audit.list': () => ({ items: [], total: 0 }) }));
    expect(await screen.findByText('No activity recorded', {}, WAIT)).toBeTruthy();
  });

  it('shows a failed load as a failure with Try Again, never as an empty trail', async () => {
    renderApp(
      '/activity',
      handlers({
        'admin.audit.list': () => {
          throw new TrpcFailure('From must be on or before To');
        },
      }),
    );
    expect(await screen.findByText('Failed to get activity', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('From must be on or before To')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('reads in Hindi: the heading, the columns, and each change in words', async () => {
    await applyLanguage('hi');
    renderApp('/activity', handlers());
    await screen.findByText('Kent Grand Plus RO', {}, WAIT);
    expect(screen.getByRole('heading', { name: 'गतिविधि' })).toBeTruthy();
    expect([...document.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['कब', 'किसने', 'क्या', 'काम', 'बदलाव']);
    const product = rowOf('Kent Grand Plus RO');
    expect(product.getByText('एडमिन').closest('.ant-tag')).toBeTruthy();
    expect(product.getByText('प्रोडक्ट')).toBeTruthy();
    expect(product.getByText('बदला')).toBeTruthy();
    expect(changeLines('Kent Grand Plus RO')).toEqual(['कीमत: ₹14,999.00 → ₹15,999.00', 'GST दर: 12% → 18%']);
    expect(changeLines('Priya Sharma — 21-11-2026').slice(0, 3)).toEqual(['पूरी हुई: नहीं → हाँ', 'सर्विस चार्ज: ₹0.00 → ₹350.00', 'टेक्नीशियन: बदला गया']);
  });
});
