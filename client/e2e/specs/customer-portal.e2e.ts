/*
 * The customer's portal, end to end: the owner sends a demo customer their sign-in from the
 * customer's page (the WhatsApp link is read, never followed), the customer signs in on a phone,
 * sees their purchase with its warranty, downloads an invoice and a receipt, reads their service
 * history and asks for service; the owner then finds the request among the enquiries.
 *
 * The demo customer has no GST invoice, so one is made for their purchase through REST first,
 * with a part payment, for the invoice and the receipt the customer downloads.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { describeFindings, seriousViolations } from '../axe';
import { DEMO_ADMIN, DESKTOP, MOBILE, browserSession, documentScreenshot } from '../harness';
import { settle, signIn, signInThroughApi, signOutFromProfileMenu, untilToastsGone } from './flows';
import { addDays, apiCreate, apiData, assertNoSidewaysScroll, ddMMyyyy, tableRows, toast, todayInBusiness, typeDate, waitForData } from './screen-kit';

const MEERA = { name: 'Meera Iyer', phone: '9850023456', password: 'lotus-river-314' } as const;
const PROBLEM = 'The purifier makes a loud noise when the tank fills';
const preferredDay = addDays(todayInBusiness(), 5);

interface AdminCustomer {
  id: string;
  customerProduct: { id: string; price: number; product: { name: string } }[];
}

/** Opens a screen of the portal from the sidebar, as a person on a phone does: open it, tap the entry. */
async function openFromSidebar(page: Page, entry: string, heading: string): Promise<void> {
  await page.getByTestId('sidebar-toggle').click();
  await page.getByTestId('sidebar').getByRole('link', { name: entry, exact: true }).click();
  await page.getByRole('heading', { name: heading, exact: true, level: 3 }).waitFor();
  await waitForData(page);
}

/**
 * The screen as it is now, with the customer's own records on it, passes axe's WCAG A and AA rules
 * (accessibility.e2e.ts audits the portal's screens of a customer with nothing yet).
 */
async function assertAccessible(page: Page): Promise<void> {
  const findings = await seriousViolations(page);
  assert.equal(findings.length, 0, `serious or critical WCAG violations on ${new URL(page.url()).pathname}:\n${describeFindings(findings)}`);
}

/** A PDF link of the page answers a PDF to the signed-in customer. */
async function assertPdf(page: Page, linkName: string): Promise<void> {
  const href = await page.getByRole('link', { name: linkName }).getAttribute('href');
  assert.ok(href, `the link "${linkName}" has an address`);
  const response = await page.request.get(href);
  assert.equal(response.status(), 200, `GET ${href}`);
  assert.equal(response.headers()['content-type'], 'application/pdf');
  assert.equal((await response.body()).subarray(0, 5).toString(), '%PDF-');
}

describe('the customer portal', () => {
  const { step } = browserSession();
  let meera: AdminCustomer;
  let invoiceNumber = '';
  let receiptNumber = '';

  step('the owner bills the demo customer’s purchase through REST, with a part payment', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const [found] = await apiData<AdminCustomer[]>(page, `/admin/customer?search=${MEERA.phone}`);
    assert.ok(found, `the demo customer ${MEERA.name}`);
    meera = found;
    const purchase = meera.customerProduct[0]!;
    const invoice = await apiCreate<{ id: string; invoiceNumber: string }>(page, '/admin/invoice', {
      customerID: meera.id,
      invoiceDate: todayInBusiness(),
      lines: [{ customerProductID: purchase.id, quantity: 1, unitPrice: purchase.price, gstRate: 18 }],
    });
    invoiceNumber = invoice.invoiceNumber;
    const payment = await apiCreate<{ payment: { receiptNumber: string } }>(page, '/admin/payment', {
      invoiceID: invoice.id,
      amount: 1000,
      mode: 'UPI',
      paidOn: todayInBusiness(),
    });
    receiptNumber = payment.payment.receiptNumber;
  });

  step('sends the customer their sign-in from their page: the WhatsApp link carries the password and the address', async ({ page }) => {
    await page.goto(`/update/customer/${meera.id}`);
    await page.getByRole('heading', { name: 'Update Customer', level: 3 }).waitFor();
    await waitForData(page);
    await page.getByRole('button', { name: 'Send sign-in' }).click();
    const dialog = page.getByRole('dialog', { name: `Send sign-in to ${MEERA.name}` });
    const password = dialog.getByRole('textbox', { name: 'Password', exact: true });
    assert.ok((await password.inputValue()).length >= 8, 'a password is suggested');
    await password.fill(MEERA.password);
    await dialog.getByRole('button', { name: 'Set Password' }).click();
    await toast(page, 'Sign-in password set');

    const href = (await dialog.getByRole('link', { name: 'Send on WhatsApp' }).getAttribute('href')) ?? '';
    const url = new URL(href);
    assert.equal(`${url.origin}${url.pathname}`, `https://wa.me/91${MEERA.phone}`);
    const message = url.searchParams.get('text') ?? '';
    assert.ok(message.startsWith(`Namaste ${MEERA.name},`), message);
    assert.ok(message.includes(`${new URL(page.url()).origin}/signin`), `the message gives the sign-in address: ${message}`);
    assert.ok(message.includes(`phone ${MEERA.phone} and password ${MEERA.password}`), `the message gives the sign-in: ${message}`);
    await dialog.getByText(message, { exact: true }).waitFor();
    await assertAccessible(page);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await signOutFromProfileMenu(page);
  });

  step('the customer signs in on a phone and sees their purchase, in warranty, and only their own through REST', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await signIn(page, MEERA.phone, MEERA.password, '/customer/dashboard');
    await page.getByRole('heading', { name: 'My Products', exact: true, level: 3 }).waitFor();
    await waitForData(page);
    const purchase = meera.customerProduct[0]!;
    const card = page.locator('.ant-card').filter({ has: page.getByRole('heading', { name: purchase.product.name, level: 4 }) });
    await card.locator('.ant-tag').getByText('In warranty', { exact: true }).waitFor();
    await card.getByRole('link', { name: `Ask for service on ${purchase.product.name}` }).waitFor();
    await assertNoSidewaysScroll(page);
    await assertAccessible(page);
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'customer-products');

    const mine = await apiData<{ id: string }[]>(page, '/customer/products');
    assert.deepEqual(
      mine.map((product) => product.id).sort(),
      meera.customerProduct.map((product) => product.id).sort(),
      'the customer reads their own purchases, and no one else’s',
    );
  });

  step('opens Invoices and Receipts: the invoice and the receipt download as PDFs', async ({ page }) => {
    await openFromSidebar(page, 'Invoices and Receipts', 'Invoices and Receipts');
    await page.getByRole('list', { name: 'Invoices' }).getByText(invoiceNumber, { exact: true }).waitFor();
    await page.getByRole('list', { name: 'Receipts' }).getByText(receiptNumber, { exact: true }).waitFor();
    await assertNoSidewaysScroll(page);
    await assertAccessible(page);
    await assertPdf(page, `Download PDF of invoice ${invoiceNumber}`);
    await assertPdf(page, `Download PDF of receipt ${receiptNumber}`);
  });

  step('opens Service History: the installation visit is there, done', async ({ page }) => {
    await openFromSidebar(page, 'Service History', 'Service History');
    const installation = page.locator('.ant-card').filter({ hasText: 'Installation and demo' });
    await installation.locator('.ant-tag').getByText('Done', { exact: true }).waitFor();
    await assertNoSidewaysScroll(page);
    await assertAccessible(page);
  });

  step('asks for service on the purchase from its card, and sees the request listed as Received', async ({ page }) => {
    await openFromSidebar(page, 'My Products', 'My Products');
    const purchase = meera.customerProduct[0]!;
    await page.getByRole('link', { name: `Ask for service on ${purchase.product.name}` }).click();
    await page.getByRole('heading', { name: 'Ask for Service', exact: true, level: 3 }).waitFor();
    await waitForData(page);
    await page.locator('.ant-select-content').getByText(purchase.product.name, { exact: false }).waitFor();
    await page.getByLabel('Problem').fill(PROBLEM);
    await typeDate(page, page.getByLabel('Preferred day (optional)'), ddMMyyyy(preferredDay), preferredDay);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await toast(page, 'Service request sent');

    const request = page.getByRole('list', { name: 'Your requests' }).getByRole('listitem').filter({ hasText: PROBLEM });
    await request.locator('.ant-tag').getByText('Received', { exact: true }).waitFor();
    await request.getByText(`for ${ddMMyyyy(preferredDay)}`, { exact: false }).waitFor();
    await assertNoSidewaysScroll(page);
    await assertAccessible(page);
    await signOutFromProfileMenu(page);
  });

  step('the owner finds it among the enquiries, marked Service request with the preferred day', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    await page.goto('/enquiry');
    await page.getByRole('heading', { name: 'Customer Enquiry', level: 3 }).waitFor();
    await waitForData(page);
    const row = tableRows(page).filter({ hasText: PROBLEM });
    await row.getByText(MEERA.name, { exact: true }).waitFor();
    await row.locator('.ant-tag').getByText('Service request', { exact: true }).waitFor();
    await row.getByText(`Preferred day ${ddMMyyyy(preferredDay)}`, { exact: true }).waitFor();
  });
});
