import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, renderComponent } from '../../test/render-app';
import { testUser, type Output } from '../../test/trpc-mock';
import { HistoryButton } from './HistoryButton';

type Entry = Output<'admin.audit.list'>['items'][number];

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

const CUSTOMER = '44444444-4444-4444-8444-444444444444';
const RECORD = '55555555-5555-4555-8555-555555555555';

const renamed: Entry = {
  id: 'audit-9',
  at: '2026-11-21T06:30:00.000Z',
  businessId: 'business-1',
  businessName: null,
  user: { id: 'owner-1', name: 'Sunil Deshmukh', role: 'ADMIN' },
  entity: 'customer',
  entityId: CUSTOMER,
  entityLabel: 'Priya Sharma',
  action: 'update',
  changes: [{ field: 'phone_number', before: '9850011111', after: '9850022222' }],
  operation: 'admin.customers.update',
  address: null,
};

describe('a record’s History', SLOW, () => {
  it('asks for nothing until pressed, then shows that record’s trail in a drawer', async () => {
    const app = renderComponent(<HistoryButton entity="customer" entityID={CUSTOMER} />, {
      'admin.audit.list': () => ({ items: [renamed], total: 1 }),
    });
    expect(app.server.callsTo('admin.audit.list')).toHaveLength(0);

    await app.user.click(screen.getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect(within(drawer).getByText('Customer history')).toBeTruthy();
    await within(drawer).findByText('Sunil Deshmukh', {}, WAIT);
    expect(drawer.querySelector('.audit-changes > li')?.textContent).toBe('Phone: 9850011111 → 9850022222');
    expect(app.server.callsTo('admin.audit.list')[0]?.input).toEqual({ entity: 'customer', entityID: CUSTOMER, page: 1, pageSize: 10 });
    expect([...drawer.querySelectorAll('th')].map((cell) => cell.textContent)).toEqual(['When', 'Who', 'What', 'Action', 'Changes']);

    await app.user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Customer history')).toBeNull(), WAIT);
  });

  it('pages the trail within the drawer, leaving the screen’s own URL alone', async () => {
    const app = renderComponent(
      <HistoryButton entity="customer" entityID={CUSTOMER} />,
      { 'admin.audit.list': ({ page }) => ({ items: [{ ...renamed, id: `audit-page-${page}` }], total: 25 }) },
      '/update/customer/x?page=3',
    );
    await app.user.click(screen.getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    await within(drawer).findByText('Showing 1-10 of 25 results', {}, WAIT);
    await app.user.click(within(drawer).getByTitle('2'));
    await waitFor(() => expect(app.server.callsTo('admin.audit.list').at(-1)?.input).toMatchObject({ page: 2 }), WAIT);
    expect(app.router.state.location.search).toBe('?page=3');
  });

  it.each([
    ['customer', '/update/customer/'],
    ['visit', '/update/visit/'],
    ['product', '/update/product/'],
  ] as const)('is on the %s’s own screen, for the record of its path', async (entity, path) => {
    const app = renderApp(`${path}${RECORD}`, {
      'users.me': () => testUser('ADMIN'),
      'admin.audit.list': () => ({ items: [], total: 0 }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'History' }, WAIT));
    await screen.findByText('No changes recorded', {}, WAIT);
    expect(app.server.callsTo('admin.audit.list')[0]?.input).toEqual({ entity, entityID: RECORD, page: 1, pageSize: 10 });
  });
});
