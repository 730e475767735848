import type { BillingProfile } from '@sevak/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/language';
import { renderApp } from '../../test/render-app';
import { testUser } from '../../test/trpc-mock';
import { billingProfile } from '../../test/billing-profile';

/** The Tax Profile's "Invoice headings": English, or English with Hindi on the invoice and receipt. */

const saved = billingProfile({ legalName: 'Aqua Care Services LLP', gstin: null });

const WAIT = { timeout: 10_000 };

function openTaxProfile(profile: BillingProfile) {
  return renderApp('/billing/profile', {
    'users.me': () => testUser('ADMIN', { fullname: 'Aqua Care Services' }),
    'admin.billing.profile': () => profile,
    'admin.billing.saveProfile': (input) => ({ ...profile, ...input, serviceGstRate: 18 }) as BillingProfile,
  });
}

describe('the invoice headings of the tax profile', () => {
  it('shows the saved choice and saves English + Hindi when the owner picks it', async () => {
    const app = openTaxProfile(saved);
    const english = (await screen.findByRole('radio', { name: 'English' }, WAIT)) as HTMLInputElement;
    await waitFor(() => expect(english.checked).toBe(true), WAIT);
    expect(screen.getByRole('radiogroup', { name: 'Invoice headings' })).toBeTruthy();

    await app.user.click(screen.getByRole('radio', { name: 'English + हिन्दी' }));
    await app.user.click(screen.getByRole('button', { name: 'Save Tax Profile' }));
    await waitFor(() => expect(app.server.callsTo('admin.billing.saveProfile')).toHaveLength(1), WAIT);
    expect(app.server.callsTo('admin.billing.saveProfile')[0]?.input).toMatchObject({ legalName: 'Aqua Care Services LLP', documentLanguage: 'hi' });
  });

  it('reads in Hindi on a Hindi screen, with the saved Hindi headings chosen', async () => {
    await applyLanguage('hi');
    openTaxProfile({ ...saved, documentLanguage: 'hi' });
    const both = (await screen.findByRole('radio', { name: 'अंग्रेज़ी + हिन्दी' }, WAIT)) as HTMLInputElement;
    await waitFor(() => expect(both.checked).toBe(true), WAIT);
    expect(screen.getByRole('radiogroup', { name: 'बिल के शीर्षक' })).toBeTruthy();
  });
});
