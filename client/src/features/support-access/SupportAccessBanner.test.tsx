import { LANDING_ROUTE } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/trpc-mock';

const REASON = 'Ticket: invoice print cuts the GSTIN';
// 12:30 in India.
const EXPIRES_AT = '2026-11-21T07:00:00.000Z';

describe('the support access banner', () => {
  it('tells the business owner that Sevak support is viewing, until when and why', async () => {
    renderApp('/helpdesk', {
      'users.me': () => testUser('ADMIN', { fullname: 'Aqua Care Pune' }),
      'admin.supportAccess.current': () => ({ reason: REASON, startedAt: '2026-11-21T06:30:00.000Z', expiresAt: EXPIRES_AT }) as never,
    });
    expect((await screen.findByTestId('support-access-banner')).textContent).toContain(
      `Sevak support is viewing your account (read-only) until 12:30 PM — reason: ${REASON}`,
    );
  });

  it('shows no banner to the owner while nobody views the business', async () => {
    const app = renderApp('/helpdesk', { 'users.me': () => testUser('ADMIN'), 'admin.supportAccess.current': () => null });
    await screen.findByTestId('sidebar');
    await waitFor(() => expect(app.server.callsTo('admin.supportAccess.current')).toHaveLength(1));
    expect(screen.queryByTestId('support-access-banner')).toBeNull();
  });

  it('gives the operator viewing a business its admin screens, read-only, and Exit returns to the console', async () => {
    const app = renderApp('/customer', {
      'users.me': () => testUser('SUPERADMIN', { fullname: 'Sevak Operator' }),
      'superadmin.supportAccess.active': () =>
        ({
          id: '5b0e7a4e-3f7c-4c55-9d51-2f8f3c1d2a10',
          businessId: '0f7c2c1e-8d1b-4a57-9a50-6a9e5f1f8b11',
          businessName: 'Aqua Care Pune',
          reason: REASON,
          ticketId: null,
          startedAt: '2026-11-21T06:30:00.000Z',
          expiresAt: EXPIRES_AT,
        }) as never,
      'superadmin.supportAccess.end': () => ({ endedAt: '2026-11-21T06:40:00.000Z' }) as never,
    });
    expect((await screen.findByTestId('support-access-banner')).textContent).toContain('Viewing Aqua Care Pune read-only — ends at 12:30 PM');
    expect(app.pathname()).toBe('/customer');
    // The business's own menu, not the operator's.
    expect(screen.getByTestId('sidebar').textContent).toContain('Create Order');

    await app.user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(app.pathname()).toBe(LANDING_ROUTE.SUPERADMIN));
    expect(app.server.callsTo('superadmin.supportAccess.end')).toHaveLength(1);
    expect(screen.queryByTestId('support-access-banner')).toBeNull();
  });

  it('tells the owner in Hindi when they chose Hindi', async () => {
    await applyLanguage('hi');
    renderApp('/helpdesk', {
      'users.me': () => testUser('ADMIN', { fullname: 'Aqua Care Pune' }),
      'admin.supportAccess.current': () => ({ reason: REASON, startedAt: '2026-11-21T06:30:00.000Z', expiresAt: EXPIRES_AT }) as never,
    });
    const banner = await screen.findByTestId('support-access-banner');
    expect(banner.textContent).toContain('सेवक सपोर्ट');
    expect(banner.textContent).toContain(`आपका खाता देख रहा है (सिर्फ़ देखने के लिए) — कारण: ${REASON}`);
  });
});
