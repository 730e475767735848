import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';

function openHelpDesk(handlers: Handlers = {}) {
  return renderApp('/helpdesk', {
    'users.me': () => testUser('ADMIN'),
    'admin.helpDesk.list': () => ({ items: [], total: 0 }),
    ...handlers,
  });
}

const message = () => screen.getByLabelText('Message') as HTMLTextAreaElement;

const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe('admin help desk', SLOW, () => {
  it('shows the two plans and the support benefits', async () => {
    openHelpDesk();
    expect(await screen.findByText('6 Months', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('12 Months')).toBeTruthy();
    expect(screen.getByText('₹6,000.00')).toBeTruthy();
    expect(screen.getByText('₹10,000.00')).toBeTruthy();
    expect(screen.getByText('No discount')).toBeTruthy();
    expect(screen.getByText('Save ₹2,000.00')).toBeTruthy();
    expect(screen.getByText('16.7% discount')).toBeTruthy();
    expect(screen.getByText('245 subscribers')).toBeTruthy();
    expect(screen.getByText('512 subscribers')).toBeTruthy();
    expect(screen.getByText('24/7 support')).toBeTruthy();
    expect(screen.getByText('Response within 24 hours')).toBeTruthy();
  });

  it('refuses a message under 10 characters with the spec’s text, and sends nothing', async () => {
    const app = openHelpDesk();
    await screen.findByText('Contact Support', {}, WAIT);
    await app.user.type(message(), 'Help me');
    await app.user.click(screen.getByRole('button', { name: 'Submit Query' }));
    expect(await screen.findByText('Message must be at least 10 characters', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.helpDesk.create')).toHaveLength(0);
  });

  it('submits a query, says so, and clears the form', async () => {
    const app = openHelpDesk({
      'admin.helpDesk.create': ({ message }) => ({ id: 'q1', message, createdAt: '2027-03-10T05:00:00.000Z', status: 'OPEN', replies: [], unread: 0 }),
    });
    await screen.findByText('Contact Support', {}, WAIT);
    await app.user.type(message(), 'Please renew our plan for 12 months.');
    await app.user.click(screen.getByRole('button', { name: 'Submit Query' }));
    expect(await screen.findByText('Query Submitted successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.helpDesk.create')[0]?.input).toEqual({ message: 'Please renew our plan for 12 months.' });
    await waitFor(() => expect(message().value).toBe(''), WAIT);
  });

  it('says "Failed to submit query" when the server refuses', async () => {
    const app = openHelpDesk({
      'admin.helpDesk.create': () => {
        throw new TrpcFailure('Too many requests', 429);
      },
    });
    await screen.findByText('Contact Support', {}, WAIT);
    await app.user.type(message(), 'Please renew our plan for 12 months.');
    await app.user.click(screen.getByRole('button', { name: 'Submit Query' }));
    expect(await screen.findByText('Failed to submit query', {}, WAIT)).toBeTruthy();
    expect(message().value).toBe('Please renew our plan for 12 months.');
  });
});

const answeredQuery = {
  id: 'q7',
  message: 'The invoice print shows the wrong GSTIN.',
  createdAt: '2027-03-10T05:00:00.000Z',
  status: 'WAITING_ON_BUSINESS' as const,
  unread: 1,
  replies: [
    {
      id: 'r1',
      author: 'OPERATOR' as const,
      authorName: 'Platform Admin',
      message: 'Update the GSTIN under Billing, then print again.',
      createdAt: '2027-03-10T06:00:00.000Z',
    },
  ],
};

describe('support’s replies on the admin help desk', SLOW, () => {
  it('shows the status and an unread reply; opening the conversation reads it; a reply is sent', async () => {
    let read = false;
    const app = openHelpDesk({
      'admin.helpDesk.list': () => ({ items: [read ? { ...answeredQuery, unread: 0 } : answeredQuery], total: 1 }),
      'admin.helpDesk.unread': () => ({ count: read ? 0 : 1 }),
      'admin.helpDesk.openThread': () => {
        read = true;
        return { count: 0 };
      },
      'admin.helpDesk.reply': ({ id, message }) => ({
        ...answeredQuery,
        id,
        status: 'OPEN',
        unread: 0,
        replies: [...answeredQuery.replies, { id: 'r2', author: 'BUSINESS', authorName: 'Aqua Care', message, createdAt: '2027-03-10T07:00:00.000Z' }],
      }),
    });
    expect(await screen.findByText('Awaiting your reply', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('1 new')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '1 unread reply from support' }, WAIT)).toBeTruthy();
    expect(screen.queryByText('Update the GSTIN under Billing, then print again.')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'View conversation (1 reply)' }));
    expect(screen.getByText('Update the GSTIN under Billing, then print again.')).toBeTruthy();
    expect(screen.getByText('Platform Admin (Support)')).toBeTruthy();
    expect(app.server.callsTo('admin.helpDesk.openThread')[0]?.input).toEqual({ id: 'q7' });
    await waitFor(() => expect(screen.queryByRole('link', { name: '1 unread reply from support' })).toBeNull(), WAIT);
    expect(screen.queryByText('1 new')).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply is required', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.helpDesk.reply')).toHaveLength(0);

    await app.user.type(screen.getByLabelText('Your reply'), 'Done, it prints right now.');
    await app.user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Reply sent successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.helpDesk.reply')[0]?.input).toEqual({ id: 'q7', message: 'Done, it prints right now.' });
  });

  it('reads in Hindi for an owner who chose Hindi, the refusal of a short message too', async () => {
    await applyLanguage('hi');
    const app = openHelpDesk();
    expect(await screen.findByRole('heading', { name: 'हेल्प डेस्क' }, WAIT)).toBeTruthy();
    expect(screen.getByText('सपोर्ट में क्या मिलता है')).toBeTruthy();
    expect(screen.getByText('6 महीने')).toBeTruthy();
    expect(screen.getByText('245 सब्सक्राइबर')).toBeTruthy();
    await app.user.type(screen.getByLabelText('संदेश'), 'Help me');
    await app.user.click(screen.getByRole('button', { name: 'सवाल भेजें' }));
    expect(await screen.findByText('संदेश कम से कम 10 अक्षरों का होना चाहिए', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('admin.helpDesk.create')).toHaveLength(0);
  });
});
