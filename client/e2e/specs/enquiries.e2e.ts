/*
 * An enquiry that goes somewhere, with the demo shop: the owner takes a walk-in's enquiry about a
 * purifier, sets its follow-up for today, sees it among the dashboard's follow-ups due, opens the
 * enquiries due from there, converts it to a customer (Create Order filled from the enquiry, the
 * bill number typed), and finds the enquiry Converted, linking to the new customer.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, browserSession } from '../harness';
import { signInThroughApi } from './flows';
import { apiData, ddMMyyyy, openScreen, pick, tableRows, toast, todayInBusiness, typeDate, waitForData } from './screen-kit';

const today = todayInBusiness();

/** A walk-in the demo has never seen, asking about one of its purifiers. */
const WALK_IN = {
  name: 'Sunil Gaikwad',
  phone: '9890044444',
  address: 'Lane 3, Karve Nagar, Pune 411052',
  message: 'Wants a purifier for a 5-person family before Diwali',
  product: 'Kent Grand Plus RO 9L',
  bill: 'AQ-ENQ-3001',
} as const;

/** The enquiries table's row of the walk-in. */
const enquiryRow = (page: Page) => tableRows(page).filter({ hasText: WALK_IN.name });

describe('enquiries: from a walk-in to a customer', () => {
  const { step } = browserSession();

  step('takes the walk-in’s enquiry about a purifier', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    await openScreen(page, '/enquiry', 'Customer Enquiry');
    await page.getByRole('textbox', { name: 'Customer Name', exact: true }).fill(WALK_IN.name);
    await page.getByRole('textbox', { name: 'Phone Number', exact: true }).fill(WALK_IN.phone);
    await pick(page, page.locator('#productId'), 'Kent', WALK_IN.product);
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill(WALK_IN.address);
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill(WALK_IN.message);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Enquiry created successfully');
    const row = enquiryRow(page);
    await row.waitFor();
    await row.getByText('New', { exact: true }).waitFor();
    await row.getByText('None', { exact: true }).waitFor();
  });

  step('follows it up: contacted, to call again today', async ({ page }) => {
    await enquiryRow(page).getByRole('button', { name: `Follow up enquiry from ${WALK_IN.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Follow Up: ${WALK_IN.name}` });
    await dialog.waitFor();
    await pick(page, dialog.getByLabel('Status'), '', 'Contacted');
    await typeDate(page, dialog.getByLabel('Follow-up Date'), ddMMyyyy(today), today);
    await dialog.getByLabel('Notes').fill('Sent the price list on WhatsApp; will decide by evening');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Enquiry updated successfully');
    await dialog.waitFor({ state: 'hidden' });
    const row = enquiryRow(page);
    await row.getByText('Contacted', { exact: true }).waitFor();
    await row.getByText('Due today', { exact: true }).waitFor();
    assert.ok((await row.textContent())?.includes(ddMMyyyy(today)), 'the row shows the follow-up day');
  });

  step('shows it among the dashboard’s follow-ups due, and opens them on the enquiries screen', async ({ page }) => {
    await openScreen(page, '/admin/dashboard', 'Dashboard');
    const card = page.locator('.ant-card').filter({ has: page.getByText('Follow-ups Due', { exact: true }) });
    const line = card.locator('li').filter({ hasText: WALK_IN.name });
    await line.waitFor();
    assert.equal(await line.getByRole('link', { name: WALK_IN.phone }).getAttribute('href'), `tel:${WALK_IN.phone}`);
    await line.getByText('Due today', { exact: true }).waitFor();

    await card.getByRole('link', { name: /^See (all \d+ follow-ups|the follow-up)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/enquiry' && url.searchParams.get('followUp') === 'due');
    await waitForData(page);
    await enquiryRow(page).waitFor();
    // Only follow-ups due are listed: every row is due today or overdue.
    for (const row of await tableRows(page).all()) {
      assert.match((await row.textContent()) ?? '', /Due today|Overdue/, 'each row listed is due');
    }
  });

  step('converts it: Create Order comes filled from the enquiry, and saving the customer marks it Converted', async ({ page }) => {
    await enquiryRow(page).getByRole('link', { name: `Convert to customer: ${WALK_IN.name}` }).click();
    await page.waitForURL((url) => url.pathname === '/customer' && url.searchParams.has('fromEnquiry'));
    await page.getByText(`From the enquiry of ${WALK_IN.name}`).waitFor();
    assert.equal(await page.locator('#customer_fullname').inputValue(), WALK_IN.name);
    assert.equal(await page.locator('#customer_phoneNumber').inputValue(), WALK_IN.phone);
    assert.equal(await page.locator('#customer_address').inputValue(), WALK_IN.address);
    assert.equal(await page.locator('#customer_price').inputValue(), '18500.00', 'the enquired product is the purchase, at its price');
    assert.equal(await page.locator('#customer_invoiceDate').inputValue(), ddMMyyyy(today));
    await page.locator('#customer_billNumber').fill(WALK_IN.bill);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Customer created successfully');
    await page.waitForURL((url) => url.pathname === '/enquiry');
    await waitForData(page);

    const row = enquiryRow(page);
    await row.getByText('Converted', { exact: true }).waitFor();
    assert.equal(await row.getByRole('link', { name: /Convert to customer/ }).count(), 0, 'a converted enquiry is not converted again');
    const [customer] = await apiData<{ id: string; customerProduct: { product: { name: string }; billNumber: string }[] }[]>(
      page,
      `/admin/customer?search=${WALK_IN.phone}`,
    );
    assert.ok(customer, 'the customer was saved');
    assert.deepEqual(
      customer.customerProduct.map((purchase) => [purchase.product.name, purchase.billNumber]),
      [[WALK_IN.product, WALK_IN.bill]],
    );
    assert.equal(await row.getByRole('link', { name: `Open customer ${WALK_IN.name}` }).getAttribute('href'), `/update/customer/${customer.id}`);
  });

  step('the converted enquiry opens its customer, and has left the follow-ups due', async ({ page }) => {
    await enquiryRow(page).getByRole('link', { name: `Open customer ${WALK_IN.name}` }).click();
    await page.getByRole('heading', { name: 'Update Customer', level: 3 }).waitFor();
    await waitForData(page);
    assert.equal(await page.locator('#customer_fullname').inputValue(), WALK_IN.name);
    const due = await apiData<{ name: string }[]>(page, '/admin/enquiry?followUp=due');
    assert.ok(!due.some((enquiry) => enquiry.name === WALK_IN.name), 'a converted enquiry needs no follow-up');
  });
});
