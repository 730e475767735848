/*
 * The main flows in Hindi: the demo shop's owner picks हिन्दी on the sign-in page, signs in, adds a
 * customer and books the technician a visit, opens the due list; the technician, on his phone,
 * switches to हिन्दी and finds the visit on My day; his choice follows him to his next sign-in.
 * Every screen is asserted by its Hindi words, taken from the catalogues the screens use, and
 * photographed. Both people are put back to English at the end, as the other walks expect them.
 */
import assert from 'node:assert/strict';
import { after, describe } from 'node:test';
import type { Page } from 'playwright-core';
import authHi from '../../src/features/auth/i18n/hi';
import customersHi from '../../src/features/customers/i18n/hi';
import servicePlansHi from '../../src/features/service-plans/i18n/hi';
import technicianHi from '../../src/features/technician/i18n/hi';
import visitsHi from '../../src/features/visits/i18n/hi';
import commonHi from '../../src/i18n/common/hi';
import { DEMO_ADMIN, DEMO_TECHNICIAN, MOBILE, browserSession, documentScreenshot, harness } from '../harness';
import { fillSignIn, settle, untilToastsGone } from './flows';
import { apiData, ddMMyyyy, openScreen, pick, tableRows, todayInBusiness, toast } from './screen-kit';

const today = todayInBusiness();
const APP = 'Sevak';
const CUSTOMER = { name: 'Kavita Deshmukh', phone: '9855500019', address: 'Flat 4, Ganga Apartments, Kothrud, Pune', bill: 'ACS-HI-0001' } as const;
const PRODUCT = 'Kent Grand Plus RO 9L';
const VISIT = { description: 'फ़िल्टर बदलना और TDS जाँच', charges: 450 } as const;

/** "Welcome to {{app}}" and its like, filled as the screens fill them. */
const fill = (sentence: string, values: Record<string, string>) => sentence.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits for the page to say it is in Hindi (`<html lang="hi">`), as a screen reader reads it. */
const pageSaysHindi = (page: Page) => page.waitForFunction(() => document.documentElement.lang === 'hi', undefined, { timeout: 5_000 });

/** Picks हिन्दी on the sign-in page and waits for the page to read in Hindi. */
async function chooseHindiToSignIn(page: Page): Promise<void> {
  await page.goto('/signin');
  await page.getByRole('group', { name: 'Language / भाषा' }).getByRole('button', { name: 'हिन्दी' }).click();
  await page.getByRole('heading', { name: fill(authHi.signIn.welcome, { app: APP }) }).waitFor();
  assert.equal(await htmlLang(page), 'hi');
}

/** Puts a person's language back to English through REST, signed in as them in a context of their own. */
async function backToEnglish(person: { phone: string; password: string }): Promise<void> {
  const context = await harness.browser!.newContext({ baseURL: harness.baseUrl });
  try {
    await context.request.post('/api/v1/users/login', { data: { phoneNumber: person.phone, password: person.password } });
    const response = await context.request.put('/api/v1/users/me/language', { data: { language: 'en' } });
    assert.equal(response.status(), 200, await response.text());
  } finally {
    await context.close();
  }
}

describe('in Hindi: the owner signs in, adds a customer, books a visit and reads the due list', () => {
  const { step } = browserSession();
  after(() => backToEnglish(DEMO_ADMIN));

  step('picks हिन्दी on the sign-in page, signs in in Hindi, and the choice is kept for her', async ({ page }) => {
    await chooseHindiToSignIn(page);
    await page.getByText(authHi.signIn.subtitle, { exact: true }).waitFor();
    await page.getByLabel(authHi.signIn.phoneLabel).waitFor();
    await settle(page);
    await documentScreenshot(page, 'hindi-sign-in');

    await fillSignIn(page, DEMO_ADMIN.phone, DEMO_ADMIN.password);
    await page.getByRole('button', { name: authHi.signIn.submit, exact: true }).click();
    await toast(page, authHi.signIn.succeeded);
    await page.waitForURL('**/admin/dashboard');
    assert.equal(await page.getByTestId('greeting').textContent(), fill(commonHi.frame.greeting, { name: DEMO_ADMIN.fullname }));
    await page.getByTestId('sidebar').getByText(commonHi.sidebar.customers, { exact: true }).waitFor();
    // Chosen before signing in, kept on the server for her next phone.
    assert.equal((await apiData<{ language: string }>(page, '/users/me')).language, 'hi');
    // Money keeps its Indian grouping in Hindi (once the dashboard's figures have arrived).
    await page.locator('main').getByText(/₹[\d,]+\.\d\d/).first().waitFor();
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'hindi-dashboard');
  });

  step('adds a customer with a purchase: the form, the table and the toast are in Hindi', async ({ page }) => {
    await openScreen(page, '/customer', customersHi.list.pageTitle);
    await page.getByRole('columnheader', { name: customersHi.list.columns.billNumber }).first().waitFor();
    await page.locator('#customer_fullname').fill(CUSTOMER.name);
    await page.locator('#customer_phoneNumber').fill(CUSTOMER.phone);
    await page.locator('#customer_address').fill(CUSTOMER.address);
    assert.equal(await page.locator('#customer_invoiceDate').inputValue(), ddMMyyyy(today));
    await pick(page, page.locator('#customer_productId'), 'Kent', PRODUCT);
    await page.locator('#customer_billNumber').fill(CUSTOMER.bill);
    await page.getByRole('button', { name: customersHi.save, exact: true }).click();
    await toast(page, customersHi.list.created);
    await tableRows(page).filter({ hasText: CUSTOMER.name }).waitFor();
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'hindi-customers');
  });

  step('books the technician a visit for now, in Hindi', async ({ page }) => {
    await openScreen(page, '/visit', visitsHi.page.title);
    await pick(page, page.locator('#customerID'), 'Kavita', `${CUSTOMER.name} (${CUSTOMER.phone})`);
    await pick(page, page.locator('#employeeID'), 'Ramesh', `${DEMO_TECHNICIAN.fullname} (${DEMO_TECHNICIAN.phone})`);
    await page.locator('#serviceCharges').fill(String(VISIT.charges));
    // The calendar speaks Hindi: its Now (अभी) books the visit for this moment, shown with a Hindi month.
    await page.locator('#visitDate').click();
    const calendar = page.locator('.ant-picker-dropdown:visible');
    await calendar.locator('.ant-picker-now-btn').click();
    // Now closes the calendar by itself; where it leaves it open, OK (ठीक) confirms it.
    const closed = await calendar.waitFor({ state: 'hidden', timeout: 3_000 }).then(() => true, () => false);
    if (!closed) await calendar.locator('.ant-picker-ok button:not([disabled])').click();
    await calendar.waitFor({ state: 'hidden' });
    assert.match(await page.locator('#visitDate').inputValue(), /[\u0900-\u097F]/, 'the visit date is shown with a Hindi month');
    await page.locator('#serviceDiscription').fill(VISIT.description);
    await page.getByRole('button', { name: visitsHi.form.save, exact: true }).click();
    await toast(page, visitsHi.toasts.created);
    await tableRows(page).filter({ hasText: VISIT.description }).waitFor();
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'hindi-visits');
  });

  step('reads the due list in Hindi: today’s visit is on it', async ({ page }) => {
    await openScreen(page, '/service/due', servicePlansHi.due.title);
    await tableRows(page).filter({ hasText: CUSTOMER.name }).waitFor();
    await settle(page);
    await documentScreenshot(page, 'hindi-due-list');
  });
});

describe("in Hindi: the technician's day on his phone", () => {
  const { step } = browserSession(MOBILE);
  after(() => backToEnglish(DEMO_TECHNICIAN));

  step('signs in, switches to हिन्दी in his top bar, and finds the visit on My day', async ({ page }) => {
    await page.goto('/signin');
    await fillSignIn(page, DEMO_TECHNICIAN.phone, DEMO_TECHNICIAN.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/employee/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'हिन्दी' }).click();
    await page.getByRole('heading', { level: 1, name: technicianHi.myDay.title }).waitFor();
    await pageSaysHindi(page);
    await page.getByRole('heading', { level: 1, name: technicianHi.myDay.title }).waitFor();
    await page.getByText(CUSTOMER.name).first().waitFor();
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'hindi-technician-my-day');
  });

  step('his choice follows him: on a phone that has never shown Hindi, My day opens in Hindi', async () => {
    const elsewhere = await harness.browser!.newContext({ baseURL: harness.baseUrl, viewport: MOBILE });
    try {
      const page = await elsewhere.newPage();
      await page.goto('/signin');
      await page.getByRole('heading', { name: `Welcome to ${APP}` }).waitFor();
      await fillSignIn(page, DEMO_TECHNICIAN.phone, DEMO_TECHNICIAN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL('**/employee/dashboard');
      await page.getByRole('heading', { level: 1, name: technicianHi.myDay.title }).waitFor();
      assert.equal(await htmlLang(page), 'hi');
    } finally {
      await elsewhere.close();
    }
  });
});
