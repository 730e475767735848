import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
      'admin.helpDesk.create': ({ message }) => ({ id: 'q1', message, createdAt: '2027-03-10T05:00:00.000Z' }),
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
