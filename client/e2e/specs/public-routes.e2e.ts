/* What a signed-out visitor meets away from the sign-in page. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { browserSession } from '../harness';
import { pathname } from './flows';

describe('signed-out visitor', () => {
  const { step } = browserSession();

  step('an unknown path shows the not-found screen with a way home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    assert.equal(response?.status(), 200, 'the server hands unknown paths to the client');
    await page.getByText("Something's missing.", { exact: true }).waitFor();
    await page.getByText("Sorry, we can't find that page. You'll find lots to explore on the home page.").waitFor();
    const home = page.getByRole('link', { name: 'Back to Homepage' });
    assert.equal(await home.getAttribute('href'), '/');
    // Home, for someone signed out, is the sign-in page.
    await home.click();
    await page.waitForURL('**/signin');
  });

  step('the admin dashboard sends them to /signin', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/signin');
    await page.getByRole('heading', { name: 'Welcome to Sevak' }).waitFor();
    assert.equal(pathname(page), '/signin');
  });
});
