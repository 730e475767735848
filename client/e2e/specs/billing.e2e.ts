/*
 * Billing as the demo shop's owner does it at the counter: a GST invoice for a customer's
 * purchase, a part payment with its receipt, the invoice printed and downloaded as a PDF, and an
 * invoice for a visit's charges. The demo shop is GST-registered in Maharashtra (prefix AQC).
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, SCREENSHOT_DIR, browserSession, documentScreenshot } from '../harness';
import { signInThroughApi } from './flows';
import { apiData, pick, waitForData } from './screen-kit';

const INVOICE_NUMBER = /^AQC\/\d{2}-\d{2}\/\d{4}$/;
/** Debian's poppler-utils: draws a PDF page as a PNG, for the PDF's photograph. */
const PDFTOPPM = '/usr/bin/pdftoppm';

/** The invoice page's number, read from its heading ("Tax Invoice AQC/26-27/0001"). */
async function invoiceNumberShown(page: Page): Promise<string> {
  const heading = page.getByRole('heading', { name: /^Tax Invoice AQC\// });
  await heading.waitFor();
  const number = ((await heading.textContent()) ?? '').replace('Tax Invoice', '').trim();
  assert.match(number, INVOICE_NUMBER);
  return number;
}

describe('billing at the counter', () => {
  const { step } = browserSession();
  let invoiceUrl = '';
  let invoiceNumber = '';

  step('the owner bills a customer’s purchase from the customer’s page: a Tax Invoice with CGST and SGST', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const [sanjay] = await apiData<{ id: string; customerProduct: { billNumber: string; price: number }[] }[]>(page, '/admin/customer?search=9850012345');
    assert.ok(sanjay, 'the demo customer Sanjay Joshi');
    const purchase = sanjay.customerProduct[0]!;

    await page.goto(`/update/customer/${sanjay.id}`);
    await waitForData(page);
    await page.getByRole('link', { name: `New invoice for bill ${purchase.billNumber}` }).click();
    await page.getByRole('heading', { name: 'New Invoice' }).waitFor();
    await waitForData(page);
    // Within Maharashtra: the draft's totals already show the two halves of the tax.
    await page.getByText('CGST', { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Save Invoice' }).click();

    invoiceNumber = await invoiceNumberShown(page);
    invoiceUrl = new URL(page.url()).pathname;
    const sheet = page.locator('main');
    for (const text of ['ORIGINAL FOR RECIPIENT', '27AAPFU0939F1ZV', 'Sanjay Joshi', 'Maharashtra (27)', 'SGST', 'Rupees', 'Scan to pay']) {
      await sheet.getByText(text, { exact: false }).first().waitFor();
    }
    const invoice = await apiData<{ total: number; cgst: number; sgst: number; igst: number; balanceDue: number }>(page, `/admin/invoice/${invoiceUrl.split('/').pop()}`);
    assert.equal(invoice.igst, 0);
    assert.equal(invoice.cgst, invoice.sgst);
    // 18 % on the purchase's price, added: the total is the price and its tax, to the rupee.
    assert.equal(invoice.total, Math.round(purchase.price * 1.18));
    assert.equal(invoice.balanceDue, invoice.total);
  });

  step('takes a part payment by UPI: a receipt, and the invoice shows Partial with the balance', async ({ page }) => {
    await page.getByRole('button', { name: 'Record Payment' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (₹)').fill('1000');
    await pick(page, dialog.getByLabel('Mode'), '', 'UPI');
    await dialog.getByLabel('Reference (optional)').fill('UPI 630112');
    await dialog.getByRole('button', { name: 'Save Payment' }).click();
    await dialog.getByText(/Payment of ₹1,000\.00 recorded: receipt RC\/\d{2}-\d{2}\/\d{4}/).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.locator('main').getByText('Partial', { exact: true }).first().waitFor();
    const invoice = await apiData<{ total: number; balanceDue: number; status: string }>(page, `/admin/invoice/${invoiceUrl.split('/').pop()}`);
    assert.equal(invoice.status, 'PARTIAL');
    assert.equal(invoice.balanceDue, invoice.total - 1000);
    await page.getByRole('link', { name: /^RC\/\d{2}-\d{2}\/\d{4}$/ }).first().waitFor();
  });

  step('prints the invoice alone, titled with its number', async ({ page }) => {
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { __printedTitle: string }).__printedTitle = document.title;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    await page.waitForFunction(() => (window as unknown as { __printedTitle?: string }).__printedTitle !== undefined);
    const title = await page.evaluate(() => (window as unknown as { __printedTitle: string }).__printedTitle);
    assert.ok(title.includes(invoiceNumber.replaceAll('/', '-')) || title.includes(invoiceNumber), `printed as ${title}`);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    // Photographed once the payment's toast has gone.
    await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
    await documentScreenshot(page, 'invoice', { fullPage: true });
  });

  step('downloads the invoice as a PDF made on the server', async ({ page }) => {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    assert.equal(download.suggestedFilename(), `${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const file = await download.path();
    assert.ok(file, 'the PDF was saved');
    const bytes = readFileSync(file);
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(bytes.includes(Buffer.from('/FontFile2')), 'its fonts are embedded');
    // Its first page, photographed where the screens are.
    if (existsSync(PDFTOPPM)) {
      const target = path.join(SCREENSHOT_DIR, 'invoice-pdf');
      execFileSync(PDFTOPPM, ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, target]);
      assert.ok(existsSync(`${target}.png`), 'the PDF’s first page was drawn');
    }
  });

  step('bills a visit’s charges from the visit’s page: SAC 9987, and the visit then points to its invoice', async ({ page }) => {
    const visits = await apiData<{ id: string; serviceCharges: number; isDone: boolean }[]>(page, '/admin/visit?filter=pendingPay&page=1&pageSize=50');
    const visit = visits.find((candidate) => candidate.serviceCharges > 0);
    assert.ok(visit, 'a demo visit with charges still to pay');

    await page.goto(`/update/visit/${visit.id}`);
    await waitForData(page);
    await page.getByRole('link', { name: 'Bill' }).click();
    await page.getByRole('heading', { name: 'New Invoice' }).waitFor();
    await waitForData(page);
    await page.getByRole('button', { name: 'Save Invoice' }).click();
    const number = await invoiceNumberShown(page);
    assert.notEqual(number, invoiceNumber);
    await page.locator('main').getByText('9987').first().waitFor();
    await page.locator('main').getByText('Service visit on', { exact: false }).first().waitFor();

    await page.goto(`/update/visit/${visit.id}`);
    await page.getByText('Billed on invoice', { exact: false }).waitFor();
    await page.getByRole('link', { name: number }).waitFor();
  });
});
