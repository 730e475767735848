/*
 * The audit trail as the owner reads it: a price changed on the product's screen shows on
 * Activity as old → new, and a customer's History shows the customer being added and changed.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { describeFindings, seriousViolations } from '../axe';
import { DEMO_ADMIN, browserSession, documentScreenshot } from '../harness';
import { signInThroughApi } from './flows';
import { apiCreate, apiData, openScreen, tableRows, toast, todayInBusiness, waitForData } from './screen-kit';

const SOFTENER = { name: 'Trail Water Softener 12L', price: 8500, newPrice: 9250 } as const;
const KAVITA = { name: 'Kavita Kulkarni', phone: '9822200951', address: '14 Prabhat Road, Erandwane, Pune 411004' } as const;

describe('the audit trail', () => {
  const { step } = browserSession();

  step('the owner changes a product’s price on its screen', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const product = await apiCreate<{ id: string }>(page, '/admin/product', { name: SOFTENER.name, price: SOFTENER.price, quantity: 3 });
    await openScreen(page, `/update/product/${product.id}`, 'Update Product');
    await page.getByLabel('Price (₹)').fill(String(SOFTENER.newPrice));
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Product updated successfully');
  });

  step('Activity shows the change, old → new, at the top', async ({ page }) => {
    const link = page.getByTestId('sidebar').getByRole('link', { name: 'Activity', exact: true });
    assert.equal(await link.getAttribute('href'), '/activity');
    await openScreen(page, '/activity', 'Activity');
    const newest = tableRows(page).first();
    await newest.getByText(SOFTENER.name, { exact: true }).waitFor();
    await newest.getByText('Changed', { exact: true }).waitFor();
    await newest.getByText(DEMO_ADMIN.fullname, { exact: true }).waitFor();
    assert.deepEqual(await newest.locator('.audit-changes > li').allTextContents(), ['Price: ₹8,500.00 → ₹9,250.00']);
    // The product's creation is the row below it, with what it was made with.
    const created = tableRows(page).nth(1);
    await created.getByText('Created', { exact: true }).waitFor();
    assert.ok((await created.locator('.audit-changes').textContent())?.includes('Price: ₹8,500.00'));

    await page.mouse.move(300, 28);
    await documentScreenshot(page, 'activity');
  });

  step('narrowing to products keeps the change and puts the choice in the address', async ({ page }) => {
    const what = page.getByRole('combobox', { name: 'What' });
    await what.click();
    await what.fill('Product');
    const narrowed = page.waitForResponse((response) => decodeURIComponent(response.url()).includes('"entity":"product"'));
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^Product$/ }).click();
    await page.waitForURL('**/activity?entity=product');
    await narrowed;
    await waitForData(page);
    const rows = tableRows(page);
    await rows.first().getByText(SOFTENER.name, { exact: true }).waitFor();
    // The What column: "Product" and the product's name, never another kind of record.
    for (const what of await rows.locator('td:nth-child(3)').allTextContents()) assert.match(what, /^Product(?! )/);
  });

  step('a customer’s History shows them being added, then their address changed', async ({ page }) => {
    const [product] = await apiData<{ id: string }[]>(page, '/admin/product?limit=1');
    await apiCreate(page, '/admin/customer', {
      fullname: KAVITA.name,
      phoneNumber: KAVITA.phone,
      productId: product!.id,
      invoiceDate: todayInBusiness(),
      billNumber: 'TRAIL-0001',
    });
    // From the customer list to their screen and back, as the owner goes: a save returns to the list.
    const editKavita = page.getByRole('link', { name: `Edit ${KAVITA.name}`, exact: true });
    await openScreen(page, `/customer?search=${KAVITA.phone}`, 'Create Order');
    await editKavita.click();
    await page.getByRole('heading', { name: 'Update Customer', level: 3 }).waitFor();
    await waitForData(page);
    await page.getByLabel('Address').fill(KAVITA.address);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await toast(page, 'Customer updated successfully');
    await editKavita.click();
    await page.getByRole('heading', { name: 'Update Customer', level: 3 }).waitFor();
    await waitForData(page);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const drawer = page.getByRole('dialog').filter({ hasText: 'Customer history' });
    await drawer.waitFor();
    await waitForData(page);
    const rows = tableRows(drawer);
    await rows.first().getByText('Changed', { exact: true }).waitFor();
    const changes = await rows.locator('.audit-changes > li').allTextContents();
    assert.ok(changes.includes(`Address: — → ${KAVITA.address}`), `the address change is in their history:\n${changes.join('\n')}`);
    const texts = await rows.allTextContents();
    assert.ok(
      texts.some((text) => text.includes('Created') && text.includes('Customer') && text.includes(KAVITA.name)),
      `the customer's creation is in their history:\n${texts.join('\n')}`,
    );
    assert.ok(texts.some((text) => text.includes('Purchase') && text.includes('TRAIL-0001')), 'so is their first purchase');

    const findings = await seriousViolations(page);
    assert.equal(findings.length, 0, `serious or critical WCAG violations in the History drawer:\n${describeFindings(findings)}`);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  });
});
