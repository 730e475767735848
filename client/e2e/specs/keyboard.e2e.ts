/*
 * The shop's day without a mouse: signing in, selling a product to a new customer, booking their
 * visit and marking it done, with Tab, typing, the arrow keys and Enter only. Every toast is
 * announced (role "alert"), and the focus ring is visible where the keyboard is; photographs of
 * it on the sidebar and the visit form go to docs/screenshots with `npm run screenshots`.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, browserSession, documentScreenshot } from '../harness';
import { ddMMMyyyy, mmmDyyyy, tableRows, todayInBusiness, waitForData } from './screen-kit';

const CUSTOMER = { name: 'Keyboard Kamala', phone: '9811177001', address: '7 Lake Road, Pune', bill: 'KEY-0001' } as const;
const today = todayInBusiness();

/** Presses Tab until the focused element matches `selector`; fails if it is never reached. */
async function tabTo(page: Page, selector: string, limit = 150): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  assert.fail(`Tab never reached ${selector} in ${limit} presses`);
}

/** Tab to a field, then type into it. */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(text);
}

/** A pick list by keyboard: type to search, then Enter takes the first match. */
async function pickByKeyboard(page: Page, selector: string, search: string, option: string): Promise<void> {
  await tabTo(page, selector);
  await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option-active').filter({ hasText: option }).waitFor();
  await page.keyboard.press('Enter');
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** The focused element shows a visible ring: a solid outline at least 2 px wide. */
async function assertFocusRing(page: Page, what: string): Promise<void> {
  const ring = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth), visible: focused.matches(':focus-visible') };
  });
  assert.ok(ring.visible && ring.style === 'solid' && ring.width >= 2, `${what} shows a focus ring (${JSON.stringify(ring)})`);
}

/** The toast that reads `text` is announced to screen readers (role "alert"). */
async function announced(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('the shop’s day by keyboard alone', () => {
  const { step } = browserSession();

  step('signs in with Tab, typing and Enter', async ({ page }) => {
    await page.goto('/signin');
    await typeInto(page, 'input[autocomplete="username"], input[type="tel"]', DEMO_ADMIN.phone);
    await typeInto(page, 'input[type="password"]', DEMO_ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/dashboard');
  });

  step('the first Tab stop skips to the screen; the sidebar shows where the keyboard is', async ({ page }) => {
    await page.goto('/customer');
    await page.locator('#page-title').waitFor();
    await waitForData(page);
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await tabTo(page, '[data-testid="sidebar"] :is(a, button, [role="menuitem"], [tabindex="0"])');
    await assertFocusRing(page, 'the sidebar');
    await documentScreenshot(page, 'focus-sidebar');
    // Back to the skip link, just before the sidebar, which takes the keyboard past it to the screen.
    await page.keyboard.press('Shift+Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to content');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'main-content');
  });

  step('sells a product to a new customer', async ({ page }) => {
    await typeInto(page, '#customer_fullname', CUSTOMER.name);
    await typeInto(page, '#customer_phoneNumber', CUSTOMER.phone);
    await typeInto(page, '#customer_address', CUSTOMER.address);
    await pickByKeyboard(page, '#customer_productId', 'a', '');
    await typeInto(page, '#customer_billNumber', CUSTOMER.bill);
    await tabTo(page, 'form button[type="submit"]');
    await assertFocusRing(page, 'the Save button');
    await page.keyboard.press('Enter');
    await announced(page, 'Customer created successfully');
    await tableRows(page).filter({ hasText: CUSTOMER.name }).waitFor();
  });

  step('opens Service Visit from the sidebar, and books their visit: pick lists, a typed date confirmed with Enter, Save', async ({ page }) => {
    // The page reloaded (F5 in the person's browser), then Tab past the skip link into the
    // sidebar, to its Service Visit link, and Enter.
    await page.reload();
    await page.locator('#page-title').waitFor();
    await tabTo(page, '[data-testid="sidebar"] a[href="/visit"]', 30);
    await assertFocusRing(page, 'the sidebar’s Service Visit link');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/visit');
    await page.getByRole('heading', { name: 'Visit Management', level: 3 }).waitFor();
    await waitForData(page);
    await pickByKeyboard(page, '#customerID', 'Keyboard', CUSTOMER.name);
    await page.waitForFunction((address) => document.querySelector<HTMLTextAreaElement>('#serviceAddress')?.value === address, CUSTOMER.address);
    await pickByKeyboard(page, '#employeeID', 'a', '');
    await typeInto(page, '#serviceCharges', '300');
    await typeInto(page, '#visitDate', `${mmmDyyyy(today)} 10:00 AM`);
    await page.keyboard.press('Enter');
    await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
    assert.equal(await page.locator('#visitDate').inputValue(), `${mmmDyyyy(today)} 10:00 AM`);
    await typeInto(page, '#serviceDiscription', 'Filter change, by keyboard');
    await tabTo(page, 'form button[type="submit"]');
    await assertFocusRing(page, 'the visit form’s Save button');
    await documentScreenshot(page, 'focus-visit-form');
    await page.keyboard.press('Enter');
    await announced(page, 'Visit created successfully');
    await tableRows(page).filter({ hasText: 'Filter change, by keyboard' }).waitFor();
  });

  step('marks the visit done from its row', async ({ page }) => {
    await tabTo(page, `button[aria-label="Mark completed: ${CUSTOMER.name} on ${ddMMMyyyy(today)}"]`, 400);
    await assertFocusRing(page, 'the row’s Mark completed button');
    await page.keyboard.press('Enter');
    await announced(page, 'Visit marked completed');
    // The list keeps the shop's work order: a visit done moves down among the done ones, on this page
    // or a later one (the shop has other visits to do by now), so the Completed filter finds it.
    const done = await page.request.get(`/api/v1/admin/visit?filter=completed&search=${encodeURIComponent('Filter change, by keyboard')}`);
    const [visit] = ((await done.json()) as { data: { isDone: boolean; status: string }[] }).data;
    assert.deepEqual({ isDone: visit?.isDone, status: visit?.status }, { isDone: true, status: 'done' });
  });
});
