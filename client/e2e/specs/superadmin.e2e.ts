/* The superadmin's way in and out. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { SUPERADMIN, browserSession } from '../harness';
import { chooseFromProfileMenu, pathname, sidebar, signIn, signOutFromProfileMenu } from './flows';
import { toast } from './screen-kit';

/** Puts the harness's operator password back through REST, if `changed` is the one in force. */
async function restoreOperatorPassword(page: Page, changed: string): Promise<void> {
  const signedIn = await page.request.post('/api/v1/users/login', { data: { phoneNumber: SUPERADMIN.phone, password: changed } });
  if (!signedIn.ok()) return;
  await page.request.put('/api/v1/superAdmin/password', { data: { currentPassword: changed, newPassword: SUPERADMIN.password } });
}

describe('superadmin', () => {
  const { step } = browserSession();

  step('signs in and lands on /superadmin/dashboard', async ({ page }) => {
    await signIn(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await page.locator('.ant-message').getByText('Login successful', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Admin Management' }).waitFor();
  });

  step('sees only the operator’s screens in the sidebar', async ({ page }) => {
    const links = sidebar(page).locator('.ant-menu a');
    assert.deepEqual(await links.allTextContents(), ['Home', 'Renewals', 'Help Desk', 'Sign-ins and changes', 'Plans']);
    assert.deepEqual(
      await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href'))),
      ['/superadmin/dashboard', '/superadmin/renewals', '/superadmin/helpdesk', '/superadmin/activity', '/superadmin/plans'],
    );
  });

  step('changes the password from the profile menu, signs in with the new one, and changes it back', async ({ page }) => {
    const changed = `${SUPERADMIN.password}-changed`;
    const changePassword = async (current: string, next: string) => {
      await chooseFromProfileMenu(page, 'Change Password', '**/superadmin/password');
      await page.getByRole('heading', { name: 'Change Password' }).waitFor();
      await page.getByLabel('Current Password').fill(current);
      await page.getByLabel('New Password', { exact: true }).fill(next);
      await page.getByLabel('Confirm New Password').fill(next);
      await page.getByRole('button', { name: 'Change Password' }).click();
      await toast(page, 'Password changed successfully');
      // The form empties once the change is saved.
      await page.waitForFunction(() => document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]')?.value === '');
    };

    try {
      await changePassword(SUPERADMIN.password, changed);
      await signOutFromProfileMenu(page);
      await signIn(page, SUPERADMIN.phone, changed, '/superadmin/dashboard');
      // Back to the harness's password: later sessions sign in with it.
      await changePassword(changed, SUPERADMIN.password);
    } catch (error) {
      // A step that stops half-way must not leave the operator locked out of every later step.
      await restoreOperatorPassword(page, changed).catch(() => undefined);
      throw error;
    }
  });

  step('logs out from the profile menu and is back on /signin', async ({ page }) => {
    await signOutFromProfileMenu(page);
    assert.equal(pathname(page), '/signin');
    // The session is gone: the dashboard is closed to this browser now.
    await page.goto('/superadmin/dashboard');
    await page.waitForURL('**/signin');
  });
});
