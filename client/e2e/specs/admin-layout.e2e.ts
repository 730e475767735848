/* The demo shop's admin signs in and finds their way around the layout, on a desk and a phone. */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, MOBILE, browserSession, documentScreenshot } from '../harness';
import { expectSidebar, fillSignIn, openSignIn, pathname, settle, sidebar, signInButton, storedItem } from './flows';

/** Somewhere on the content, away from the sidebar and the top bar's buttons. */
async function pointAtContent(page: Page): Promise<void> {
  await page.mouse.move(760, 520);
}

async function expectLandedOnAdminDashboard(page: Page): Promise<void> {
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
}

const bodyIsDark = (page: Page) => page.evaluate(() => document.body.classList.contains('dark'));

describe('admin of the demo shop', () => {
  const { step } = browserSession();

  step('signs in: "Login successful", then the admin dashboard greets the business', async ({ page }) => {
    await openSignIn(page);
    await fillSignIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await signInButton(page).click();
    await page.locator('.ant-message').getByText('Login successful', { exact: true }).waitFor();
    await expectLandedOnAdminDashboard(page);
    assert.equal(await page.getByTestId('greeting').textContent(), `Welcome, ${DEMO_ADMIN.fullname}`);
  });

  step('finds the sidebar collapsed; it widens on hover and Escape closes it', async ({ page }) => {
    await expectSidebar(page, false);
    assert.equal(await storedItem(page, 'sidebar-expanded'), null);

    await sidebar(page).hover();
    await expectSidebar(page, true);
    await pointAtContent(page);
    await expectSidebar(page, false);

    await sidebar(page).hover();
    await expectSidebar(page, true);
    await page.keyboard.press('Escape');
    await expectSidebar(page, false);
    await pointAtContent(page);
  });

  step('pins the sidebar open, and it stays open after a reload', async ({ page }) => {
    await sidebar(page).hover();
    await page.getByTestId('sidebar-pin').click();
    await pointAtContent(page);
    await page.waitForTimeout(400); // longer than the hover close delay
    await expectSidebar(page, true);
    assert.equal(await storedItem(page, 'sidebar-expanded'), 'true');

    await page.reload();
    await page.getByTestId('greeting').waitFor();
    await expectSidebar(page, true);
    const links = await sidebar(page).locator('.ant-menu a').allTextContents();
    for (const name of ['Home', 'Create Order', 'Customer Enquiry', 'Employee', 'Service Visit', 'Help Desk']) {
      assert.ok(links.includes(name), `the sidebar lists ${name} (it lists ${links.join(', ')})`);
    }
  });

  step('on /product-category the Product group is active and open', async ({ page }) => {
    await page.goto('/product-category');
    await page.getByTestId('greeting').waitFor();
    const group = sidebar(page).locator('.ant-menu-submenu', { has: page.locator('.ant-menu-submenu-title', { hasText: 'Product' }) });
    await group.getByRole('link', { name: 'Category', exact: true }).waitFor();
    const classes = (await group.getAttribute('class')) ?? '';
    assert.match(classes, /ant-menu-submenu-open/);
    assert.match(classes, /ant-menu-submenu-selected/);
    for (const [name, href] of [
      ['Category', '/product-category'],
      ['SubCategory', '/product-subcategory'],
      ['Product', '/product'],
    ] as const) {
      const link = group.getByRole('link', { name, exact: true });
      assert.equal(await link.isVisible(), true, `${name} is shown`);
      assert.equal(await link.getAttribute('href'), href);
    }
    const selected = await sidebar(page).locator('.ant-menu-item-selected').allTextContents();
    assert.deepEqual(selected, ['Category']);
  });

  step('is sent to their own dashboard from /superadmin/dashboard, /dashboard, / and /signin', async ({ page }) => {
    for (const path of ['/superadmin/dashboard', '/dashboard', '/', '/signin']) {
      await page.goto(path);
      await expectLandedOnAdminDashboard(page);
      assert.equal(pathname(page), '/admin/dashboard', `from ${path}`);
    }
  });

  step('layout looks right in the light theme', async ({ page }) => {
    await pointAtContent(page);
    await expectSidebar(page, true);
    await settle(page);
    await documentScreenshot(page, 'admin-layout-light');
  });

  step('switches to the dark theme, which survives a reload', async ({ page }) => {
    assert.equal(await bodyIsDark(page), false);
    await page.getByTestId('theme-toggle').click();
    assert.equal(await bodyIsDark(page), true);
    assert.equal(await storedItem(page, 'color-theme'), 'dark');
    // A pinned sidebar stays open beside the content when the content is clicked.
    await expectSidebar(page, true);

    await pointAtContent(page);
    await page.reload();
    await page.getByTestId('greeting').waitFor();
    assert.equal(await bodyIsDark(page), true);
  });

  step('layout looks right in the dark theme', async ({ page }) => {
    await pointAtContent(page);
    await expectSidebar(page, true);
    await settle(page);
    await documentScreenshot(page, 'admin-layout-dark');

    await page.getByTestId('theme-toggle').click();
    assert.equal(await bodyIsDark(page), false);
    assert.equal(await storedItem(page, 'color-theme'), 'light');
  });

  step('on a phone, the top-bar toggle slides the sidebar in without sideways scrolling', async ({ page }) => {
    const preference = await storedItem(page, 'sidebar-expanded');
    await page.setViewportSize(MOBILE);
    await page.goto('/admin/dashboard');
    await page.getByTestId('greeting').waitFor();
    await expectSidebar(page, false);
    assert.equal(await sidebar(page).isVisible(), false, 'the closed sidebar is off screen');

    await page.getByTestId('sidebar-toggle').click();
    await expectSidebar(page, true);
    await page.getByTestId('sidebar-close').waitFor({ state: 'visible' });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(scrollWidth <= MOBILE.width, `the page is ${scrollWidth}px wide on a ${MOBILE.width}px screen`);
    await settle(page);
    await documentScreenshot(page, 'admin-layout-mobile');

    await page.getByTestId('sidebar-close').click();
    await expectSidebar(page, false);
    // Sliding the sidebar in and out on a phone is not remembered as a preference.
    assert.equal(await storedItem(page, 'sidebar-expanded'), preference);
  });
});
