import { CUSTOMER_SORT_FIELDS } from '@sevak/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useResourceList } from '../lib/resource-list';
import { trpc } from '../lib/trpc';
import { choose } from '../test/pick-list';
import { renderComponent } from '../test/render-app';
import { TrpcFailure, type Output } from '../test/trpc-mock';
import { onPhone } from '../test/viewport';
import { DataTable } from './DataTable';

const priya: Output<'admin.customers.list'>['items'][number] = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  createdAt: '2027-03-10T05:00:00.000Z',
  user: { id: 'user-priya', fullname: 'Priya Sharma', address: null, phoneNumber: '9876500003', email: null, language: 'en' },
  gstin: null,
  stateCode: null,
  customerProduct: [],
};

function CustomerTable() {
  const customers = useResourceList(trpc.admin.customers.list, CUSTOMER_SORT_FIELDS);
  return (
    <DataTable
      list={customers}
      label="customers"
      columns={[
        { title: 'Name', key: 'fullname', sorter: true, render: (_value, customer) => customer.user.fullname },
        { title: 'Phone', key: 'phone', render: (_value, customer) => customer.user.phoneNumber },
        { title: 'Actions', key: 'actions', render: (_value, customer) => <a href={`tel:${customer.user.phoneNumber}`}>Call {customer.user.fullname}</a> },
      ]}
    />
  );
}

/** The customer list answers with a failure until `recover` is called. */
function failingUntilRecovered(failure: () => never) {
  let failing = true;
  return {
    recover: () => {
      failing = false;
    },
    list: () => (failing ? failure() : { items: [priya], total: 1 }),
  };
}

const WAIT = { timeout: 10_000 };

describe('DataTable', { timeout: 60_000 }, () => {
  it('shows a failed load as a failure with the server’s reason, never as "No data available"', async () => {
    renderComponent(<CustomerTable />, {
      'admin.customers.list': () => {
        throw new TrpcFailure('The database is not answering.', 500);
      },
    });
    expect(await screen.findByText('Failed to get customers', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('The database is not answering.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
    expect(screen.queryByText('No data available')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads the list again on Try Again', async () => {
    const server = failingUntilRecovered(() => {
      throw new TypeError('Failed to fetch');
    });
    const app = renderComponent(<CustomerTable />, { 'admin.customers.list': server.list });
    await app.user.click(await screen.findByRole('button', { name: 'Try Again' }, WAIT));
    await waitFor(() => expect(app.server.callsTo('admin.customers.list')).toHaveLength(2), WAIT);

    server.recover();
    await app.user.click(await screen.findByRole('button', { name: 'Try Again' }, WAIT));
    expect(await screen.findByText('Priya Sharma', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Showing 1-1 of 1 results')).toBeTruthy();
    expect(screen.queryByText('Failed to get customers')).toBeNull();
  });

  it('keeps the search box when a search fails, so the search can be changed', async () => {
    const app = renderComponent(
      <CustomerTable />,
      {
        'admin.customers.list': ({ search }) => {
          if (search) throw new TrpcFailure('Search must be at most 100 characters');
          return { items: [priya], total: 1 };
        },
      },
      `/?search=${'x'.repeat(101)}`,
    );
    expect(await screen.findByText('Search must be at most 100 characters', {}, WAIT)).toBeTruthy();
    await app.user.clear(screen.getByRole('textbox', { name: 'Search...' }));
    expect(await screen.findByText('Priya Sharma', {}, WAIT)).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.search).toBe(''), WAIT);
  });

  it('lays each row out as columns on a wide screen, its actions pinned at the right', async () => {
    renderComponent(<CustomerTable />, { 'admin.customers.list': () => ({ items: [priya], total: 1 }) });
    await screen.findByText('Priya Sharma', {}, WAIT);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Phone', 'Actions']);
    expect(screen.getByRole('link', { name: 'Call Priya Sharma' }).closest('td')?.className).toContain('ant-table-cell-fix');
    expect(screen.queryByRole('combobox', { name: 'Sort by' })).toBeNull();
    // A screen reader names the table by its caption.
    expect(within(screen.getByRole('table', { name: 'Customers' })).getByText('Priya Sharma')).toBeTruthy();
  });

  it('on a phone shows each row as a card: every field titled, the actions at its foot, sorting from a list', async () => {
    onPhone();
    const app = renderComponent(<CustomerTable />, { 'admin.customers.list': () => ({ items: [priya], total: 1 }) });
    const name = await screen.findByText('Priya Sharma', {}, WAIT);
    expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
    const card = name.closest('.data-table__card') as HTMLElement;
    expect([...card.querySelectorAll('dt')].map((title) => title.textContent)).toEqual(['Name', 'Phone']);
    expect([...card.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['Priya Sharma', '9876500003']);
    const call = within(card).getByRole('link', { name: 'Call Priya Sharma' });
    expect(call.closest('td')?.className).not.toContain('ant-table-cell-fix');
    expect(screen.getByText('Showing 1-1 of 1 results')).toBeTruthy();

    await choose(app, 'Sort by', 'Name, descending');
    await waitFor(() => expect(app.server.callsTo('admin.customers.list').at(-1)?.input).toMatchObject({ sortBy: 'fullname', sortOrder: 'desc' }), WAIT);
    expect(app.router.state.location.search).toBe('?sortBy=fullname&sortOrder=desc');
    await choose(app, 'Sort by', 'Default order');
    await waitFor(() => expect(app.router.state.location.search).toBe(''), WAIT);
  });
});
