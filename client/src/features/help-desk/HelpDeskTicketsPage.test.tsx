import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers, type Output } from '../../test/trpc-mock';

function ticket(id: string, message: string) {
  return {
    id,
    message,
    createdAt: '2027-03-05T10:37:00.000Z',
    status: 'OPEN' as const,
    replies: [] as Output<'superadmin.helpDeskTickets.list'>['items'][number]['replies'],
    unread: 0,
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

describe('answering a ticket', SLOW, () => {
  it('opens the conversation, reads it, replies with a status, resolves, and filters by status', async () => {
    const asked = {
      ...ticket('t9', 'How do we renew for 12 months?'),
      unread: 1,
      replies: [{ id: 'r1', author: 'BUSINESS' as const, authorName: 'Aqua Care Services', message: 'Any update?', createdAt: '2027-03-05T11:00:00.000Z' }],
    };
    const app = openTickets({
      'superadmin.helpDeskTickets.list': () => ({ items: [asked], total: 1 }),
      'superadmin.helpDeskTickets.openThread': ({ id }) => ({ ...asked, id, unread: 0 }),
      'superadmin.helpDeskTickets.reply': ({ id, message, status }) => ({
        ...asked,
        id,
        unread: 0,
        status: status ?? 'WAITING_ON_BUSINESS',
        replies: [...asked.replies, { id: 'r2', author: 'OPERATOR', authorName: 'Platform Admin', message, createdAt: '2027-03-05T12:00:00.000Z' }],
      }),
      'superadmin.helpDeskTickets.setStatus': ({ id, status }) => ({ ...asked, id, status, unread: 0 }),
    });
    expect(await screen.findByText('1 new', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Open', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByText('1 reply')).toBeTruthy();

    await app.user.click(screen.getByRole('button', { name: 'Open conversation with Aqua Care Services' }));
    const drawer = await screen.findByRole('dialog', {}, WAIT);
    expect(within(drawer).getByText('Any update?')).toBeTruthy();
    await waitFor(() => expect(app.server.callsTo('superadmin.helpDeskTickets.openThread')[0]?.input).toEqual({ id: 't9' }), WAIT);

    await app.user.type(within(drawer).getByLabelText('Your reply'), 'Pay ₹10,000 by UPI and send us the reference.');
    await app.user.click(within(drawer).getByRole('button', { name: 'Send Reply' }));
    expect(await within(drawer).findByText('Pay ₹10,000 by UPI and send us the reference.', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.helpDeskTickets.reply')[0]?.input).toEqual({
      id: 't9',
      message: 'Pay ₹10,000 by UPI and send us the reference.',
      status: 'WAITING_ON_BUSINESS',
    });
    expect(within(drawer).getByText('Waiting on business', { selector: '.ant-tag' })).toBeTruthy();

    await app.user.click(within(drawer).getByRole('button', { name: 'Mark Resolved' }));
    expect(await within(drawer).findByRole('button', { name: 'Reopen' }, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.helpDeskTickets.setStatus')[0]?.input).toEqual({ id: 't9', status: 'RESOLVED' });
  });

  it('asks the server for one status when filtered', async () => {
    const app = openTickets({ 'superadmin.helpDeskTickets.list': () => ({ items: [], total: 0 }) });
    await screen.findByText('No tickets found', {}, WAIT);
    await app.user.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await app.user.click(await screen.findByTitle('Resolved', {}, WAIT));
    await waitFor(() => expect(app.server.callsTo('superadmin.helpDeskTickets.list').at(-1)?.input).toMatchObject({ status: 'RESOLVED' }), WAIT);
    expect(app.pathname()).toBe('/superadmin/helpdesk');
  });

  it('reads in Hindi for an operator who chose Hindi', async () => {
    await applyLanguage('hi');
    openTickets({ 'superadmin.helpDeskTickets.list': () => ({ items: [], total: 0 }) });
    expect(await screen.findByText('कोई टिकट नहीं मिला', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'हेल्प डेस्क के टिकट' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /दुकान का नाम/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'स्थिति से छाँटें' })).toBeTruthy();
  });
});
