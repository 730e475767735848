/* The sign-in page as a visitor first sees it, in both themes, and a wrong password. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { DEMO_ADMIN, browserSession, documentScreenshot } from '../harness';
import { fillSignIn, openSignIn, pathname, settle, signInButton } from './flows';

describe('sign-in page', () => {
  const { step } = browserSession();

  step('welcomes the visitor and asks them to sign in', async ({ page }) => {
    await openSignIn(page);
    await page.getByText('Sign in to your account to continue', { exact: true }).waitFor();
    assert.equal(await page.title(), 'Sign in | Sevak');
  });

  step('keeps Sign In disabled until both fields are filled', async ({ page }) => {
    assert.equal(await signInButton(page).isDisabled(), true);
    await page.locator('#signin-phone').fill(DEMO_ADMIN.phone);
    assert.equal(await signInButton(page).isDisabled(), true);
    await page.locator('#signin-password').fill('x');
    assert.equal(await signInButton(page).isEnabled(), true);
    await page.locator('#signin-password').fill('');
    assert.equal(await signInButton(page).isDisabled(), true);
    await page.locator('#signin-phone').fill('');
  });

  step('looks right in the light theme', async ({ page }) => {
    await settle(page);
    await documentScreenshot(page, 'signin-light');
  });

  step('says "Invalid phone number or password" for a wrong password, and stays on /signin', async (session) => {
    const { page } = session;
    await fillSignIn(page, DEMO_ADMIN.phone, 'not-the-password');
    session.expectOne401();
    const answered = page.waitForResponse((response) => response.url().includes('users.login'));
    await signInButton(page).click();
    assert.equal((await answered).status(), 401);
    await page.locator('.ant-message').getByText('Invalid phone number or password', { exact: true }).waitFor();
    assert.equal(pathname(page), '/signin');
    // The form is usable again for a second try.
    await page.waitForFunction(() => !document.querySelector<HTMLInputElement>('#signin-phone')?.disabled);
  });

  step('looks right in the dark theme, chosen before the page loads', async ({ page }) => {
    await page.evaluate(() => window.localStorage.setItem('color-theme', 'dark'));
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome to Sevak' }).waitFor();
    assert.equal(await page.evaluate(() => document.body.classList.contains('dark')), true);
    await settle(page);
    await documentScreenshot(page, 'signin-dark');
  });
});
