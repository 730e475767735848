/*
 * A renewal from both sides: the operator records a 6-month payment from the businesses list, and
 * the business's own dashboard shows its plan and the new renewal date.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { SUPERADMIN, browserSession, documentScreenshot } from '../harness';
import { signInThroughApi, signOutFromProfileMenu, untilToastsGone } from './flows';
import { addDays, apiCreate, ddMMMyyyy, ddMMyyyy, tableRows, toast, todayInBusiness, waitForData } from './screen-kit';
import { lastDayOfPeriod } from '@sevak/shared';

const SHOP = { fullname: 'Jal Shakti RO Point', phone: '9822300771', password: 'jalshakti-pass-1' } as const;

describe('renewing a business', () => {
  const { step } = browserSession();
  const expiry = addDays(todayInBusiness(), 5);
  const renewedUntil = lastDayOfPeriod(addDays(expiry, 1), 6);

  step('the operator renews a business from its row, and gets the receipt', async ({ page }) => {
    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await apiCreate(page, '/superAdmin/admin', {
      fullname: SHOP.fullname,
      phoneNumber: SHOP.phone,
      password: SHOP.password,
      email: 'owner@jalshakti.example',
      startDate: addDays(expiry, -364),
      expiryDate: expiry,
    });
    await page.goto(`/superadmin/dashboard?search=${SHOP.phone}`);
    await waitForData(page);
    const row = tableRows(page).filter({ hasText: SHOP.fullname });
    await row.getByRole('button', { name: `Renew ${SHOP.fullname}` }).click();

    const dialog = page.getByRole('dialog', { name: `Renew ${SHOP.fullname}` });
    await dialog.getByText(`This payment’s period starts on ${ddMMyyyy(addDays(expiry, 1))}: choose a plan for its length.`).waitFor();
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^6 Months/ }).click();
    // The 6-month plan's price (half its ₹12,000 yearly rate) and the six months it buys.
    await dialog.getByText(`This payment buys ${ddMMyyyy(addDays(expiry, 1))} to ${ddMMyyyy(renewedUntil)}.`).waitFor();
    assert.match(await dialog.getByLabel('Amount received (₹)').inputValue(), /^6,?000/);
    await dialog.getByRole('combobox', { name: 'Mode' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^UPI$/ }).click();
    await dialog.getByLabel('Reference (optional)').fill('UPI-7781204');
    await documentScreenshot(page, 'renew-business');
    await dialog.getByRole('button', { name: 'Renew', exact: true }).click();
    await toast(page, 'Business renewed successfully');
    await dialog.getByText(`Renewed until ${ddMMyyyy(renewedUntil)}`).waitFor();
    const receipt = dialog.getByRole('link', { name: 'Download Receipt PDF' });
    const pdf = await page.request.get((await receipt.getAttribute('href'))!);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The row moves to the new expiry date, and the history lists the payment with its receipt.
    await row.getByText(ddMMyyyy(renewedUntil), { exact: true }).waitFor();
    await row.getByRole('button', { name: `History of subscriptions of ${SHOP.fullname}` }).click();
    const history = page.getByRole('dialog', { name: `Subscriptions of ${SHOP.fullname}` });
    await history.getByRole('link', { name: /^Download receipt SVK-R-\d{4}-\d{4}$/ }).waitFor();
    await history.getByText(`${ddMMyyyy(addDays(expiry, 1))} to ${ddMMyyyy(renewedUntil)}`).waitFor();
    await untilToastsGone(page);
    await documentScreenshot(page, 'subscription-history');
    await page.keyboard.press('Escape');
    await signOutFromProfileMenu(page);
  });

  step('the business’s dashboard shows its plan and the new renewal date, and no expiry warning', async ({ page }) => {
    await signInThroughApi(page, SHOP.phone, SHOP.password, '/admin/dashboard');
    const card = page.locator('.ant-card').filter({ has: page.getByText('Subscription', { exact: true }) });
    await card.getByText('6 Months', { exact: true }).waitFor();
    await card.getByText(ddMMMyyyy(renewedUntil), { exact: true }).waitFor();
    await waitForData(page);
    assert.equal(await page.getByText(/Admin access (expires|will expire)/).count(), 0);

    await card.getByRole('button', { name: 'How to renew' }).click();
    const howTo = page.getByRole('dialog', { name: 'How to renew' });
    await howTo.getByText('₹6,000.00 for 6 months').waitFor();
    await howTo.getByText('₹10,000.00 for 12 months').waitFor();
    await untilToastsGone(page);
    await documentScreenshot(page, 'how-to-renew');
  });
});
