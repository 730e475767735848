import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dayjs } from '../../lib/dayjs';
import { renderComponent } from '../../test/render-app';
import { TrpcFailure, type Output } from '../../test/trpc-mock';
import { FollowUpsDueCard } from './FollowUpsDueCard';

type Enquiry = Output<'admin.enquiries.list'>['items'][number];

const today = dayjs().tz().format('YYYY-MM-DD');
const overdue: Enquiry = {
  id: 'enquiry-1',
  name: 'Deepak Wagh',
  phoneNumber: '9890011111',
  address: null,
  message: null,
  productId: 'product-1',
  product: { id: 'product-1', name: 'Kent Grand Plus RO', price: 18500 },
  kind: 'enquiry',
  customerId: null,
  preferredDate: null,
  status: 'new',
  followUpDate: '2026-01-05',
  notes: null,
  convertedCustomerId: null,
  createdAt: '2026-01-01T05:00:00.000Z',
};
const dueToday: Enquiry = { ...overdue, id: 'enquiry-2', name: 'Farah Shaikh', phoneNumber: '9890022222', product: null, productId: null, followUpDate: today };

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('follow-ups due on the dashboard', SLOW, () => {
  it('names the first follow-ups due, the most overdue first, with the number to call, and links to all of them', async () => {
    const app = renderComponent(<FollowUpsDueCard />, { 'admin.enquiries.list': () => ({ items: [overdue, dueToday], total: 7 }) });
    const name = await screen.findByText('Deepak Wagh', {}, WAIT);
    expect(app.server.callsTo('admin.enquiries.list')[0]?.input).toEqual({ followUp: 'due', page: 1, pageSize: 5, sortBy: 'followUpDate', sortOrder: 'asc' });
    const first = within(name.closest('li') as HTMLElement);
    expect(first.getByRole('link', { name: '9890011111' }).getAttribute('href')).toBe('tel:9890011111');
    expect(first.getByText('· Kent Grand Plus RO')).toBeTruthy();
    expect(first.getByText('05-01-2026')).toBeTruthy();
    expect(first.getByText('Overdue')).toBeTruthy();
    expect(within(screen.getByText('Farah Shaikh').closest('li') as HTMLElement).getByText('Due today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all 7 follow-ups' }).getAttribute('href')).toBe('/enquiry?followUp=due');
  });

  it('says when there is nothing to follow up', async () => {
    renderComponent(<FollowUpsDueCard />, { 'admin.enquiries.list': () => ({ items: [], total: 0 }) });
    expect(await screen.findByText('No enquiry to follow up today.', {}, WAIT)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /See/ })).toBeNull();
  });

  it('says a failed load, and loads again on Try Again', async () => {
    let fail = true;
    const app = renderComponent(<FollowUpsDueCard />, {
      'admin.enquiries.list': () => {
        if (fail) throw new TrpcFailure('Database unavailable', 503);
        return { items: [dueToday], total: 1 };
      },
    });
    await screen.findByText('Failed to get follow-ups', {}, { timeout: 20_000 });
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByText('Farah Shaikh')).toBeTruthy(), WAIT);
    expect(screen.getByRole('link', { name: 'See the follow-up' })).toBeTruthy();
  });
});
