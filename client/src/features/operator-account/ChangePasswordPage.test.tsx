import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { TrpcFailure, testUser, type Handlers } from '../../test/trpc-mock';
import { applyLanguage } from '../../i18n/language';

function openChangePassword(handlers: Handlers = {}, path = '/superadmin/password') {
  return renderApp(path, { 'users.me': () => testUser('SUPERADMIN'), ...handlers });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

const CURRENT = 'sevak-admin-2027';
const NEW = 'a-longer-passphrase';

// The first screen of a file loads its lazy chunk; antd takes a while in happy-dom on a busy machine.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

async function fillIn(app: ReturnType<typeof openChangePassword>, values: { current: string; next: string; confirmation: string }) {
  await screen.findByLabelText('Current Password', {}, WAIT);
  await app.user.type(field('Current Password'), values.current);
  await app.user.type(field('New Password'), values.next);
  await app.user.type(field('Confirm New Password'), values.confirmation);
  await app.user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('operator change password', SLOW, () => {
  it('is reached from the operator’s profile menu', async () => {
    const app = openChangePassword({ 'superadmin.businesses.list': () => ({ items: [], total: 0 }) }, '/superadmin/dashboard');
    await app.user.click(await screen.findByTestId('profile-menu', {}, WAIT));
    await app.user.click(await screen.findByRole('link', { name: 'Change Password' }, WAIT));
    expect(await screen.findByRole('heading', { name: 'Change Password' }, WAIT)).toBeTruthy();
    expect(app.pathname()).toBe('/superadmin/password');
  });

  it('asks the browser for the saved password and for a new one', async () => {
    await openChangePassword();
    expect((await screen.findByLabelText('Current Password', {}, WAIT)).getAttribute('autocomplete')).toBe('current-password');
    expect(field('New Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Confirm New Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('refuses a short new password and a confirmation that differs, without calling the server', async () => {
    const app = openChangePassword();
    await fillIn(app, { current: CURRENT, next: 'short', confirmation: 'shorter' });
    expect(await screen.findByText('New password must be at least 10 characters', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('The two passwords do not match')).toBeTruthy();
    expect(app.server.callsTo('superadmin.account.changePassword')).toHaveLength(0);
  });

  it('refuses a new password equal to the current one, without calling the server', async () => {
    const app = openChangePassword();
    await fillIn(app, { current: CURRENT, next: CURRENT, confirmation: CURRENT });
    expect(await screen.findByText('The new password must differ from the current one', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.account.changePassword')).toHaveLength(0);
  });

  it('sends the current and new password, says so, and empties the form', async () => {
    const app = openChangePassword({ 'superadmin.account.changePassword': () => ({ changed: true }) });
    await fillIn(app, { current: CURRENT, next: NEW, confirmation: NEW });

    expect(await screen.findByText('Password changed successfully', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.account.changePassword').map((call) => call.input)).toEqual([
      { currentPassword: CURRENT, newPassword: NEW },
    ]);
    await waitFor(() => expect(field('Current Password').value).toBe(''), WAIT);
    expect(field('New Password').value).toBe('');
    expect(field('Confirm New Password').value).toBe('');
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const app = openChangePassword({
      'superadmin.account.changePassword': () => {
        throw new TrpcFailure('The current password is not correct.', 400);
      },
    });
    await fillIn(app, { current: 'not-the-password', next: NEW, confirmation: NEW });

    expect(await screen.findByText('Failed to change password: The current password is not correct.', {}, WAIT)).toBeTruthy();
    expect(field('Current Password').value).toBe('not-the-password');
    expect(field('New Password').value).toBe(NEW);
    expect(field('Confirm New Password').value).toBe(NEW);
  });

  it('reads in Hindi: the heading, the fields and its own check of the confirmation', async () => {
    await applyLanguage('hi');
    const app = openChangePassword();
    expect(await screen.findByRole('heading', { name: 'पासवर्ड बदलें' }, WAIT)).toBeTruthy();
    await app.user.type(field('मौजूदा पासवर्ड'), CURRENT);
    await app.user.type(field('नया पासवर्ड'), NEW);
    await app.user.type(field('नया पासवर्ड दोबारा लिखें'), 'something-else');
    await app.user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByText('दोनों पासवर्ड एक जैसे नहीं हैं', {}, WAIT)).toBeTruthy();
    expect(app.server.callsTo('superadmin.account.changePassword')).toHaveLength(0);
  });
});
