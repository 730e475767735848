/*
 * A shop's first day, in order: the superadmin registers the business, and its admin sets up
 * the catalogue, an employee and a customer, prints the bill, books and completes a visit, reads
 * the reports and the dashboard. A fresh business, so every count is exact.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { MOBILE, DESKTOP, SUPERADMIN, browserSession, documentScreenshot } from '../harness';
import { fillSignIn, openSignIn, settle, signInButton, signInThroughApi, signOutFromProfileMenu, storedItem } from './flows';
import {
  addDays,
  addMonths,
  assertNoSidewaysScroll,
  ddMMMyyyy,
  ddMMyyyy,
  expectStatistic,
  mmmDyyyy,
  openScreen,
  pick,
  tableRows,
  toast,
  todayInBusiness,
  typeDate,
  waitForData,
} from './screen-kit';

const today = todayInBusiness();
const EXPIRES_IN_DAYS = 4;

const SHOP = {
  name: 'Ganga Water Solutions',
  email: 'owner@gangawater.example',
  phone: '9822200001',
  password: 'ganga-123',
  address: 'Shop 7, Station Road, Nashik',
} as const;
const CATEGORY = 'Water Purifiers';
const SUB_CATEGORY = 'RO Purifiers';
const PRODUCT = { name: 'AquaPure RO 8L', price: 15000, quantity: 4 } as const;
const EMPLOYEE = { name: 'Ravi Kumar', phone: '9833300001', email: 'ravi@gangawater.example', address: '3 Canal Road, Nashik' } as const;
const CUSTOMER = { name: 'Priya Sharma', phone: '9844400001', address: '14 College Road, Nashik', bill: 'GWS-0001' } as const;
const VISIT = { description: 'Installation and TDS check', charges: 500, time: '11:00 AM' } as const;

const bodyIsDark = (page: Page) => page.evaluate(() => document.body.classList.contains('dark'));

describe("a shop's day", () => {
  const { step } = browserSession();

  step('the superadmin registers the business, expiring in 4 days, and signs out', async ({ page }) => {
    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await page.getByRole('heading', { name: 'Admin Management' }).waitFor();
    await waitForData(page);

    await page.locator('#fullname').fill(SHOP.name);
    await page.locator('#email').fill(SHOP.email);
    await page.locator('#phoneNumber').fill(SHOP.phone);
    await page.locator('#password').fill(SHOP.password);
    await page.locator('#address').fill(SHOP.address);
    await typeDate(page, page.locator('#startDate'), ddMMyyyy(today), today);
    await typeDate(page, page.locator('#expiryDate'), ddMMyyyy(addDays(today, EXPIRES_IN_DAYS)), addDays(today, EXPIRES_IN_DAYS));
    await page.getByRole('button', { name: 'Create Admin' }).click();
    await toast(page, 'Admin created successfully');

    const row = tableRows(page).filter({ hasText: SHOP.name });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    for (const expected of [SHOP.phone, SHOP.email, ddMMyyyy(today), ddMMyyyy(addDays(today, EXPIRES_IN_DAYS))]) {
      assert.ok(cells.includes(expected), `the new admin's row shows ${expected} (it shows ${cells.join(' | ')})`);
    }
    // The form is ready for the next business.
    assert.equal(await page.locator('#fullname').inputValue(), '');

    // Out through the profile menu at the top, once the list has refreshed.
    await waitForData(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await signOutFromProfileMenu(page);
  });

  step('its admin signs in and is warned that access ends in 4 days; the warning can be dismissed', async ({ page }) => {
    await openSignIn(page);
    await fillSignIn(page, SHOP.phone, SHOP.password);
    await signInButton(page).click();
    await toast(page, 'Login successful');
    await page.waitForURL('**/admin/dashboard');
    assert.equal(await page.getByTestId('greeting').textContent(), `Welcome, ${SHOP.name}`);

    const warning = page.locator('.ant-alert-warning');
    await warning.getByText(`Admin access will expire in ${EXPIRES_IN_DAYS} days.`, { exact: true }).waitFor();
    await warning.getByRole('button', { name: 'Dismiss' }).click();
    await warning.waitFor({ state: 'detached' });
  });

  step('adds a category, a sub-category under it, and a product; the product cards add up', async ({ page }) => {
    await openScreen(page, '/product-category', 'Product Category');
    await page.locator('#name').fill(CATEGORY);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Product category created successfully');
    await tableRows(page).filter({ hasText: CATEGORY }).waitFor();

    await openScreen(page, '/product-subcategory', 'Product Sub Category');
    await page.locator('#name').fill(SUB_CATEGORY);
    await pick(page, page.locator('#productCategoryId'), 'Water', CATEGORY);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Sub category created successfully');
    const subRow = tableRows(page).filter({ hasText: SUB_CATEGORY });
    await subRow.waitFor();
    assert.ok((await subRow.textContent())?.includes(CATEGORY), 'the sub-category row names its category');

    await openScreen(page, '/product', 'Products');
    await expectStatistic(page, 'Total Products', '0');
    await expectStatistic(page, 'Total Inventory Value', '₹0.00');
    await page.locator('#name').fill(PRODUCT.name);
    await page.locator('#price').fill(String(PRODUCT.price));
    await page.locator('#quantity').fill(String(PRODUCT.quantity));
    await pick(page, page.locator('#productCategoryId'), '', CATEGORY);
    await pick(page, page.locator('#productSubCategoryId'), '', SUB_CATEGORY);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Product created successfully');
    const productRow = tableRows(page).filter({ hasText: PRODUCT.name });
    await productRow.waitFor();
    const productCells = await productRow.locator('td').allTextContents();
    assert.deepEqual(productCells.slice(0, 5), [PRODUCT.name, CATEGORY, SUB_CATEGORY, '₹15,000.00', String(PRODUCT.quantity)]);
    await expectStatistic(page, 'Total Products', '1');
    await expectStatistic(page, 'Total Inventory Value', '₹60,000.00');
  });

  step('registers an employee', async ({ page }) => {
    await openScreen(page, '/employee', 'Employee');
    await page.locator('#employee_fullname').fill(EMPLOYEE.name);
    await page.locator('#employee_phoneNumber').fill(EMPLOYEE.phone);
    await page.locator('#employee_email').fill(EMPLOYEE.email);
    await page.locator('#employee_address').fill(EMPLOYEE.address);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Employee created successfully');
    const row = tableRows(page).filter({ hasText: EMPLOYEE.name });
    await row.waitFor();
    assert.equal(await row.getByRole('link', { name: `0 visits by ${EMPLOYEE.name}` }).textContent(), '0');
  });

  step('sells the product to a customer: the price comes from the product, the warranty runs a year', async ({ page }) => {
    await openScreen(page, '/customer', 'Create Order');
    await page.locator('#customer_fullname').fill(CUSTOMER.name);
    await page.locator('#customer_phoneNumber').fill(CUSTOMER.phone);
    await page.locator('#customer_address').fill(CUSTOMER.address);
    assert.equal(await page.locator('#customer_invoiceDate').inputValue(), ddMMyyyy(today), 'the invoice date starts at today');
    await pick(page, page.locator('#customer_productId'), 'Aqua', PRODUCT.name);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#customer_price')?.value === '15000.00');
    await page.locator('#customer_billNumber').fill(CUSTOMER.bill);
    await typeDate(page, page.locator('#customer_warrantyStartDate'), ddMMyyyy(today), today);
    assert.equal(await page.locator('#customer_warrantyEndDate').inputValue(), ddMMyyyy(addMonths(today, 12)));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Customer created successfully');
    const row = tableRows(page).filter({ hasText: CUSTOMER.name });
    await row.waitFor();
    const cells = await row.locator('td').allTextContents();
    assert.deepEqual(cells.slice(0, 7), [
      CUSTOMER.name,
      CUSTOMER.phone,
      CUSTOMER.address,
      PRODUCT.name,
      CUSTOMER.bill,
      ddMMyyyy(today),
      ddMMyyyy(addMonths(today, 12)),
    ]);
  });

  step(`prints the invoice: the document is titled Bill_${CUSTOMER.bill} and totals ₹15,000.00`, async ({ page }) => {
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { __printedTitle: string }).__printedTitle = document.title;
      };
    });
    await page.getByRole('button', { name: `Print invoice of ${CUSTOMER.name}` }).click();
    await page.waitForFunction(() => (window as unknown as { __printedTitle?: string }).__printedTitle !== undefined);
    assert.equal(await page.evaluate(() => (window as unknown as { __printedTitle: string }).__printedTitle), `Bill_${CUSTOMER.bill}`);

    const invoice = page.getByTestId('invoice');
    const text = (await invoice.textContent()) ?? '';
    for (const expected of [SHOP.name, SHOP.address, SHOP.phone, CUSTOMER.name, CUSTOMER.bill, PRODUCT.name, '₹15,000.00', ddMMyyyy(today)]) {
      assert.ok(text.includes(expected), `the invoice shows ${expected}`);
    }
    assert.equal(await invoice.isVisible(), false, 'on screen the invoice stays hidden');

    await page.emulateMedia({ media: 'print' });
    try {
      assert.equal(await invoice.isVisible(), true, 'on paper the invoice is shown');
      assert.equal(await page.getByTestId('sidebar').isVisible(), false, 'on paper the sidebar is not');
      await settle(page);
      await documentScreenshot(page, 'invoice-print', { fullPage: true });
    } finally {
      await page.emulateMedia({ media: null });
    }
    // The print dialog closes: the screen gets its own title back.
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.waitForFunction(() => document.title === 'Create Order | Sevak');
  });

  step('books a visit: choosing the customer fills the service address and installation date', async ({ page }) => {
    await openScreen(page, '/visit', 'Visit Management');
    await expectStatistic(page, 'Total Visits', '0');

    await pick(page, page.locator('#customerID'), 'Priya', `${CUSTOMER.name} (${CUSTOMER.phone})`);
    await page.waitForFunction((address) => document.querySelector<HTMLTextAreaElement>('#serviceAddress')?.value === address, CUSTOMER.address);
    assert.equal(await page.locator('#installationDate').inputValue(), mmmDyyyy(today), 'installation date from the warranty start');
    assert.equal(await page.getByLabel('Product Serviced').locator('..').locator('..').textContent(), PRODUCT.name);

    await pick(page, page.locator('#employeeID'), 'Ravi', `${EMPLOYEE.name} (${EMPLOYEE.phone})`);
    await page.locator('#serviceCharges').fill(String(VISIT.charges));
    await typeDate(page, page.locator('#visitDate'), `${mmmDyyyy(today)} ${VISIT.time}`, today);
    await page.locator('#serviceDiscription').fill(VISIT.description);
    assert.equal(await page.locator('#autoVisitTime').inputValue(), '3', 'a follow-up in 3 months by default');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Visit created successfully');
    assert.equal(await page.locator('#serviceAddress').inputValue(), '', 'the form is reset for the next visit');

    await expectStatistic(page, 'Total Visits', '1');
    await expectStatistic(page, 'Today', '1');
    await expectStatistic(page, 'Completed', '0');
    await expectStatistic(page, 'Pending Pay', '1');
    const row = tableRows(page).filter({ hasText: VISIT.description });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    for (const expected of [ddMMMyyyy(today), VISIT.time, CUSTOMER.name, CUSTOMER.address, EMPLOYEE.name, PRODUCT.name, '₹500.00', 'PENDING']) {
      assert.ok(text.includes(expected), `the visit row shows ${expected} (it shows ${text})`);
    }
  });

  step('marks the visit completed: the follow-up visit three months later appears', async ({ page }) => {
    const followUpDay = addMonths(today, 3);
    await page.getByRole('button', { name: `Mark completed: ${CUSTOMER.name} on ${ddMMMyyyy(today)}` }).click();
    await toast(page, 'Visit marked completed');
    await expectStatistic(page, 'Completed', '1');
    await expectStatistic(page, 'Total Visits', '2');
    // The follow-up owes nothing until it is done or due: only today's visit is still to be paid.
    await expectStatistic(page, 'Pending Pay', '1');

    const done = tableRows(page).filter({ hasText: VISIT.description });
    await done.getByText('Completed', { exact: true }).waitFor();
    const followUp = tableRows(page).filter({ hasText: ddMMMyyyy(followUpDay) });
    await followUp.waitFor();
    const text = (await followUp.textContent()) ?? '';
    for (const expected of [VISIT.time, CUSTOMER.name, EMPLOYEE.name, PRODUCT.name, 'PENDING']) {
      assert.ok(text.includes(expected), `the follow-up row shows ${expected} (it shows ${text})`);
    }
    assert.ok(!text.includes('Completed'), 'the follow-up is still to do');
    assert.equal(await tableRows(page).count(), 2);
    await page.getByText('Showing 1-2 of 2 results', { exact: true }).waitFor();
  });

  step('the service report lists the visit for today, and nothing for last year', async ({ page }) => {
    const lastYear = Number(today.slice(0, 4)) - 1;
    await openScreen(page, '/servicereport', 'Service Report');
    await typeDate(page, page.getByLabel('From Date'), mmmDyyyy(today), today);
    await typeDate(page, page.getByLabel('To Date'), mmmDyyyy(today), today);
    await waitForData(page);
    const rows = tableRows(page);
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1, 'only the visit dated today; the follow-up is months away');
    const cells = await rows.first().locator('td').allTextContents();
    assert.deepEqual(cells.slice(0, 4), [CUSTOMER.name, CUSTOMER.phone, CUSTOMER.address, EMPLOYEE.name]);
    assert.equal(cells[5], '₹500.00');

    await typeDate(page, page.getByLabel('From Date'), mmmDyyyy(`${lastYear}-01-01`), `${lastYear}-01-01`);
    await typeDate(page, page.getByLabel('To Date'), mmmDyyyy(`${lastYear}-12-31`), `${lastYear}-12-31`);
    await page.getByText('No service data available for selected range', { exact: true }).waitFor();
    assert.equal(await rows.count(), 0);
  });

  step('the product report lists the sale for today, and nothing for last year', async ({ page }) => {
    const lastYear = Number(today.slice(0, 4)) - 1;
    await openScreen(page, '/productreport', 'Product Report');
    await typeDate(page, page.getByLabel('From Date'), mmmDyyyy(today), today);
    await typeDate(page, page.getByLabel('To Date'), mmmDyyyy(today), today);
    await waitForData(page);
    const rows = tableRows(page);
    await rows.first().waitFor();
    assert.equal(await rows.count(), 1);
    const cells = await rows.first().locator('td').allTextContents();
    assert.deepEqual(cells.slice(0, 9), [
      CUSTOMER.bill,
      CUSTOMER.name,
      CUSTOMER.phone,
      CUSTOMER.address,
      PRODUCT.name,
      '₹15,000.00',
      ddMMyyyy(today),
      ddMMyyyy(today),
      ddMMyyyy(addMonths(today, 12)),
    ]);

    await typeDate(page, page.getByLabel('From Date'), mmmDyyyy(`${lastYear}-01-01`), `${lastYear}-01-01`);
    await typeDate(page, page.getByLabel('To Date'), mmmDyyyy(`${lastYear}-12-31`), `${lastYear}-12-31`);
    await page.getByText('No product data available for selected range', { exact: true }).waitFor();
    assert.equal(await rows.count(), 0);
  });

  step("the dashboard's counts match the day: 1 customer, 1 employee, 1 product, ₹15,000.00 sold", async ({ page }) => {
    await openScreen(page, '/admin/dashboard', 'Dashboard');
    const business = page.getByRole('region', { name: 'Business' });
    await expectStatistic(business, 'Total Customers', '1');
    await expectStatistic(business, 'Total Employees', '1');
    await expectStatistic(business, 'Total Products', '1');
    await expectStatistic(business, "This Month's Product Revenue", '₹15,000.00');
    const visits = page.getByRole('region', { name: 'Visits' });
    await expectStatistic(visits, 'Total Visits', '2');
    await expectStatistic(visits, 'Completed', '1');
    const inventory = page.getByRole('region', { name: 'Inventory' });
    await expectStatistic(inventory, 'Total Inventory Value', '₹60,000.00');
    await page.getByRole('link', { name: /^Total Customers/ }).click();
    await page.waitForURL('**/customer');
  });

  step("deleting the employee is refused while they have visits, with the server's reason", async (session) => {
    const { page } = session;
    await openScreen(page, '/employee', 'Employee');
    const row = tableRows(page).filter({ hasText: EMPLOYEE.name });
    assert.equal(await row.getByRole('link', { name: `2 visits by ${EMPLOYEE.name}` }).textContent(), '2');

    await row.getByRole('button', { name: `Delete ${EMPLOYEE.name}` }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Confirm Deletion' });
    await dialog.getByText('This action cannot be undone.', { exact: true }).waitFor();
    session.expectOne409();
    const answered = page.waitForResponse((response) => response.url().includes('employees.delete'));
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    assert.equal((await answered).status(), 409);
    await toast(page, 'Failed to delete employee: This employee still has 2 visits.');
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor();
    assert.equal(await tableRows(page).count(), 1, 'the employee is still listed');
  });

  step('dark mode chosen on a content screen survives a reload', async ({ page }) => {
    await openScreen(page, '/visit', 'Visit Management');
    assert.equal(await bodyIsDark(page), false);
    await page.getByTestId('theme-toggle').click();
    assert.equal(await bodyIsDark(page), true);
    await page.reload();
    await page.getByRole('heading', { name: 'Visit Management', exact: true }).waitFor();
    assert.equal(await bodyIsDark(page), true);
    assert.equal(await storedItem(page, 'color-theme'), 'dark');
    // The cards really are dark, not only the body's class.
    const cardBackground = await page.locator('.ant-card').first().evaluate((card) => getComputedStyle(card).backgroundColor);
    const [red = 255, green = 255, blue = 255] = (cardBackground.match(/\d+/g) ?? []).map(Number);
    assert.ok(red + green + blue < 3 * 100, `a card's background is dark (${cardBackground})`);

    await page.getByTestId('theme-toggle').click();
    assert.equal(await bodyIsDark(page), false);
  });

  step('on a 375 px phone, /visit does not scroll sideways', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    try {
      await openScreen(page, '/visit', 'Visit Management');
      await tableRows(page).first().waitFor();
      await assertNoSidewaysScroll(page);
      // The form's fields fit the screen.
      const box = await page.locator('#customerID').boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width, 'the customer pick list fits the screen');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });
});
