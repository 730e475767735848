/*
 * Lists to and from spreadsheets, with the demo shop. Export: the owner shows the visits done,
 * clicks Export CSV and gets them all as a file Excel opens: a byte-order mark, a header in
 * words, the visits the screen shows (every page of them) with dd-mm-yyyy dates and plain
 * rupee amounts. Import: the owner brings 500 customers in from a file with two bad rows; the
 * dry run shows those two first, with their row numbers and reasons, and saves nothing; the file
 * fixed and chosen again imports every row.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe } from 'node:test';
import { CUSTOMER_CSV_COLUMNS } from '@sevak/shared';
import { describeFindings, seriousViolations } from '../axe';
import { DEMO_ADMIN, browserSession, documentScreenshot } from '../harness';
import { signInThroughApi } from './flows';
import { BUSINESS_TIME_ZONE, apiData, ddMMyyyy, openScreen, tableRows, todayInBusiness, waitForData } from './screen-kit';

const VISIT_HEADER =
  'Visit date,Visit time,Status,Customer name,Customer phone,Service address,PIN code,Technician,Technician phone,Product,' +
  'Service description,Service charges,Payment status,Installation date';

/** The business's calendar day of an instant, as the file writes it: 21-11-2026. */
const fileDate = (instant: string) =>
  ddMMyyyy(new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant)));

describe('CSV export', () => {
  const { step } = browserSession();

  step('exports the visits done as the screen shows them', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    await openScreen(page, '/visit', 'Visit Management');
    await page.getByRole('button', { name: /^Completed/ }).click();
    await page.waitForURL((url) => url.searchParams.get('filter') === 'completed');
    await waitForData(page);
    // The address changes as the navigation starts, the screen a moment later: the export link
    // carries the filter once the screen shows it, as the owner sees it before clicking.
    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('a')).some(
        (link) => link.textContent?.includes('Export CSV') && new URL(link.href).searchParams.get('filter') === 'completed',
      ),
    );

    const done = await apiData<{ visitDate: string; serviceCharges: number; customer: { user: { fullname: string } } }[]>(
      page,
      '/admin/visit?filter=completed',
    );
    assert.ok(done.length > 10, 'the demo has more visits done than one page of the list shows');

    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    assert.equal(download.suggestedFilename(), `visits-${ddMMyyyy(todayInBusiness())}.csv`);
    const file = await download.path();
    assert.ok(file, 'the file was saved');
    const bytes = readFileSync(file);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte-order mark, for Excel');
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    assert.equal(lines[0], VISIT_HEADER);
    assert.equal(lines.length - 1, done.length, 'every visit done, not one page of them');

    const latest = done[0]!;
    const first = lines[1]!;
    assert.ok(first.startsWith(`${fileDate(latest.visitDate)},`), `the latest visit done comes first, dated dd-mm-yyyy: ${first}`);
    assert.ok(first.includes(latest.customer.user.fullname), `its customer: ${first}`);
    assert.ok(first.includes(`,${latest.serviceCharges.toFixed(2)},`), `its charges as a plain number: ${first}`);
    assert.ok(lines.slice(1).every((line) => line.split(',')[2] === 'Done'), 'only visits done');
  });
});

/** 500 customers with a purchase each, as a spreadsheet saves them; `spoil` changes some rows (by their index). */
function customerFile(product: string, spoil: (index: number, row: string[]) => string[] = (_index, row) => row): string {
  const day = ddMMyyyy(todayInBusiness());
  const rows = Array.from({ length: 500 }, (_, index) =>
    spoil(index, [`Imported Customer ${index}`, String(7_400_000_000 + index), '', `"Flat ${index}, Karve Nagar, Pune"`, '411052', product, `E2E-IMP-${index}`, day]),
  );
  const header = [CUSTOMER_CSV_COLUMNS.name, CUSTOMER_CSV_COLUMNS.phone, CUSTOMER_CSV_COLUMNS.email, CUSTOMER_CSV_COLUMNS.address, CUSTOMER_CSV_COLUMNS.pinCode, CUSTOMER_CSV_COLUMNS.product, CUSTOMER_CSV_COLUMNS.billNumber, CUSTOMER_CSV_COLUMNS.purchaseDate];
  return `\uFEFF${[header, ...rows].map((cells) => cells.join(',')).join('\r\n')}\r\n`;
}

describe('CSV import', () => {
  const { step } = browserSession();
  let product = '';

  step('opens Import CSV from the customers list', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const [first] = await apiData<{ name: string }[]>(page, '/admin/product?page=1&pageSize=1');
    assert.ok(first, 'the demo shop has a product');
    product = first.name;
    await openScreen(page, '/customer', 'Create Order');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.waitForURL('**/customer/import');
    await page.getByRole('heading', { name: 'Import Customers', level: 3 }).waitFor();
    await page.getByRole('link', { name: 'Download sample CSV' }).waitFor();
  });

  step('checks a file of 500 rows: its two bad rows first, with their row numbers and reasons, and saves nothing', async ({ page }) => {
    // Rows 101 and 302 as Excel numbers them (the header is row 1).
    const spoiled = customerFile(product, (index, row) => {
      if (index === 99) return row.map((cell, at) => (at === 1 ? '98220' : cell));
      if (index === 300) return row.map((cell, at) => (at === 7 ? '31-02-2026' : cell));
      return row;
    });
    await page.locator('input[type="file"]').setInputFiles({ name: 'customers.csv', mimeType: 'text/csv', buffer: Buffer.from(spoiled) });
    await page.getByText('2 rows of 500 have errors').waitFor();
    await waitForData(page);
    const rows = tableRows(page.getByRole('table', { name: 'Rows of the file' }));
    assert.deepEqual(
      (await rows.nth(0).locator('td').allTextContents()).map((text) => text.trim()),
      ['101', 'Error', 'Imported Customer 99, 98220', 'Phone: Enter a valid mobile number'],
    );
    assert.deepEqual(
      (await rows.nth(1).locator('td').allTextContents()).map((text) => text.trim()),
      ['302', 'Error', 'Imported Customer 300, 7400000300', 'Purchase date: Enter a valid invoice date'],
    );
    assert.equal(await page.getByRole('button', { name: 'Import 500 rows' }).isDisabled(), true);
    const findings = await seriousViolations(page);
    assert.equal(findings.length, 0, `serious or critical WCAG violations on the preview:\n${describeFindings(findings)}`);
    await documentScreenshot(page, 'import-preview', { fullPage: true });
    const found = await apiData<unknown[]>(page, '/admin/customer?search=7400000000');
    assert.equal(found.length, 0, 'a dry run saves nothing');
  });

  step('imports the fixed file: every row saved, and the summary says what', async ({ page }) => {
    await page.locator('input[type="file"]').setInputFiles({ name: 'customers-fixed.csv', mimeType: 'text/csv', buffer: Buffer.from(customerFile(product)) });
    await page.getByText('All 500 rows can be imported').waitFor();
    await page.getByRole('button', { name: 'Import 500 rows' }).click();
    await page.getByText('Import complete').waitFor();
    await page.getByText('500 rows of customers-fixed.csv saved. New customers: 500, New purchases: 500.').waitFor();
    const [saved] = await apiData<{ user: { fullname: string; address: string }; customerProduct: { billNumber: string }[] }[]>(
      page,
      '/admin/customer?search=7400000301',
    );
    assert.equal(saved?.user.fullname, 'Imported Customer 301');
    assert.equal(saved?.user.address, 'Flat 301, Karve Nagar, Pune - 411052');
    assert.deepEqual(saved?.customerProduct.map((purchase) => purchase.billNumber), ['E2E-IMP-301']);
    await page.getByRole('button', { name: 'Back to Customers' }).click();
    await page.getByRole('heading', { name: 'Create Order', level: 3 }).waitFor();
  });
});
