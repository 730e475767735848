import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

function ticket(id: string, message: string) {
  return {
    id,
    message,
    createdAt: '2027-03-05T10:37:00.000Z',
    admin: { id: 'business-1', user: { fullname: 'Aqua Care Services', email: null, phoneNumber: '9876543210' } },
  };
}

function openTickets(handlers: Handlers) {
  return renderApp('/superadmin/helpdesk', { 'users.me': () => testUser('SUPERADMIN'), ...handlers });
}

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('help-desk tickets', SLOW, () => {
  it('offers "Read more" only for a message over 100 characters, and expands it', async () => {
    const exactly100 = 'A'.repeat(100);
    const long = `${'B'.repeat(100)} and the rest of the story`;
    const app = openTickets({
      'superadmin.helpDeskTickets.list': () => ({ items: [ticket('t1', exactly100), ticket('t2', long)], total: 2 }),
    });

    expect(await screen.findByText(exactly100, {}, WAIT)).toBeTruthy();
    // Shown in the business's clock (Asia/Kolkata): 10:37 UTC is 4:07 PM.
    expect(screen.getAllByText('Mar 5, 2027 4:07 PM')).toHaveLength(2);
    expect(screen.getAllByText('N/A')).toHaveLength(2);
    const readMore = screen.getAllByRole('button', { name: 'Read more' });
    expect(readMore).toHaveLength(1);
    expect(screen.getByText(`${'B'.repeat(100)}…`)).toBeTruthy();
    expect(screen.queryByText(long)).toBeNull();

    await app.user.click(readMore[0]!);
    expect(screen.getByText(long)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says "No tickets found" when there are none', async () => {
    openTickets({ 'superadmin.helpDeskTickets.list': () => ({ items: [], total: 0 }) });
    expect(await screen.findByText('No tickets found', {}, WAIT)).toBeTruthy();
  });

  it('says "Failed to get helpdesks" when the list fails without a reason', async () => {
    openTickets({
      'superadmin.helpDeskTickets.list': () => {
        throw new TrpcFailure('', 500, []);
      },
    });
    expect(await screen.findByText('Failed to get helpdesks', {}, WAIT)).toBeTruthy();
  });
});
