/* Things a person does on many screens. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';

export const signInButton = (page: Page) => page.getByRole('button', { name: 'Sign In', exact: true });

export async function openSignIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('heading', { name: 'Welcome to Sevak' }).waitFor();
}

export async function fillSignIn(page: Page, phone: string, password: string): Promise<void> {
  await page.locator('#signin-phone').fill(phone);
  await page.locator('#signin-password').fill(password);
}

/** Signs in from /signin and waits for the landing route. */
export async function signIn(page: Page, phone: string, password: string, landing: string): Promise<void> {
  await openSignIn(page);
  await fillSignIn(page, phone, password);
  await signInButton(page).click();
  await page.waitForURL(`**${landing}`);
}

/**
 * Signs in through the REST door, whose session cookie the page's browser context keeps, and opens
 * `landing`: for the walks that are about what comes after signing in, not the form. Every role
 * signs in through the form in its own walk: signin.e2e (a wrong password), superadmin.e2e,
 * admin-layout.e2e, shop-day.e2e (a new shop's admin), technician.e2e, customer-portal.e2e,
 * keyboard.e2e (by keyboard) and hindi.e2e (in Hindi).
 */
export async function signInThroughApi(page: Page, phone: string, password: string, landing: string): Promise<void> {
  const response = await page.request.post('/api/v1/users/login', { data: { phoneNumber: phone, password } });
  assert.equal(response.status(), 200, `signing in ${phone} through /api/v1/users/login: ${await response.text()}`);
  await page.goto(landing);
  await page.waitForURL(`**${landing}`);
}

/**
 * Opens the profile menu and clicks the entry named `entry`, then waits for `url`. antd's dropdown
 * can miss a click that lands while it is still sliding open, and a menu still closing from the
 * last choice reads as visible until it is gone: a try that changed nothing (no click within 3 s,
 * or no new page) is made again from the start, three tries at most.
 */
export async function chooseFromProfileMenu(page: Page, entry: string, url: string): Promise<void> {
  const item = page.getByRole('menuitem', { name: entry });
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await item.isVisible())) await page.getByTestId('profile-menu').click();
      await item.click({ timeout: 3_000 });
      await page.waitForURL(url, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Logs out from the profile menu and waits for the sign-in page. */
export async function signOutFromProfileMenu(page: Page): Promise<void> {
  await chooseFromProfileMenu(page, 'Log Out', '**/signin');
  await page.getByRole('heading', { name: 'Welcome to Sevak' }).waitFor();
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

export const sidebar = (page: Page) => page.getByTestId('sidebar');

export async function sidebarExpanded(page: Page): Promise<boolean> {
  return (await sidebar(page).getAttribute('data-expanded')) === 'true';
}

/** Waits until the sidebar reports the given state (it animates and hover closes after 300 ms). */
export async function expectSidebar(page: Page, expanded: boolean): Promise<void> {
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-expanded') === String(want),
    expanded,
    { timeout: 5_000 },
  );
  assert.equal(await sidebarExpanded(page), expanded);
}

export const storedItem = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

/** Waits for the page's calls to settle and its web fonts to load, so a screenshot is complete. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
}

/** Waits for the toasts on screen to go (they close by themselves), so a photograph shows the screen alone. */
export async function untilToastsGone(page: Page): Promise<void> {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
}
