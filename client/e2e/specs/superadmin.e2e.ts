/* The superadmin's way in and out. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { SUPERADMIN, browserSession } from '../harness';
import { pathname, sidebar, signIn, signOutFromProfileMenu } from './flows';

describe('superadmin', () => {
  const { step } = browserSession();

  step('signs in and lands on /superadmin/dashboard', async ({ page }) => {
    await signIn(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await page.locator('.ant-message').getByText('Login successful', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Admin Management' }).waitFor();
  });

  step('sees only Home and Help Desk in the sidebar', async ({ page }) => {
    const links = sidebar(page).locator('.ant-menu a');
    assert.deepEqual(await links.allTextContents(), ['Home', 'Help Desk']);
    assert.equal(await links.nth(0).getAttribute('href'), '/superadmin/dashboard');
    assert.equal(await links.nth(1).getAttribute('href'), '/superadmin/helpdesk');
  });

  step('logs out from the profile menu and is back on /signin', async ({ page }) => {
    await signOutFromProfileMenu(page);
    assert.equal(pathname(page), '/signin');
    // The session is gone: the dashboard is closed to this browser now.
    await page.goto('/superadmin/dashboard');
    await page.waitForURL('**/signin');
  });
});
