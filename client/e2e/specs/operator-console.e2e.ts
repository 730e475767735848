/*
 * The operator's morning: the console says who is due to renew; the operator opens the week's
 * list, has the owner's WhatsApp reminder ready, renews the business with its payment, and it
 * leaves the list.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { SUPERADMIN, browserSession, documentScreenshot } from '../harness';
import { signInThroughApi } from './flows';
import { addDays, apiCreate, ddMMyyyy, expectStatistic, openScreen, statistic, tableRows, toast, todayInBusiness, waitForData, type Day } from './screen-kit';
import { lastDayOfPeriod } from '@sevak/shared';

const SHOP = { fullname: 'Neer Seva Water Care', phone: '9822300884', password: 'neerseva-pass-1' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2027-03-12' → '12 Mar 2027', as the renewal message writes a date. */
const inWords = (day: Day) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;

describe('the operator’s morning', () => {
  const { step } = browserSession();
  const expiry = addDays(todayInBusiness(), 4);
  let dueThisWeek = 0;

  step('the console shows renewals due, active businesses and the months', async ({ page }) => {
    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await apiCreate(page, '/superAdmin/admin', {
      fullname: SHOP.fullname,
      phoneNumber: SHOP.phone,
      password: SHOP.password,
      email: 'owner@neerseva.example',
      startDate: addDays(expiry, -364),
      expiryDate: expiry,
    });
    await openScreen(page, '/superadmin/dashboard', 'Admin Management');
    const renewals = page.getByRole('region', { name: 'Renewals' });
    dueThisWeek = Number(await statistic(renewals, 'Expiring in 7 days').textContent());
    assert.ok(dueThisWeek >= 1, 'the new business expires this week');
    await page.getByRole('region', { name: 'Revenue by Month' }).waitFor();
    await page.getByRole('region', { name: 'New Businesses by Month' }).waitFor();
    await documentScreenshot(page, 'operator-console');
  });

  step('the week’s list has the owner’s WhatsApp reminder ready', async ({ page }) => {
    await page.getByRole('region', { name: 'Renewals' }).getByRole('link', { name: /Expiring in 7 days/ }).click();
    await page.waitForURL('**/superadmin/renewals?within=7');
    await page.getByRole('heading', { name: 'Renewals', level: 3 }).waitFor();
    await waitForData(page);
    const row = tableRows(page).filter({ hasText: SHOP.fullname });
    await row.getByText('4 days left', { exact: true }).waitFor();
    const whatsapp = (await row.getByRole('link', { name: `Remind ${SHOP.fullname} on WhatsApp` }).getAttribute('href')) ?? '';
    assert.ok(whatsapp.startsWith(`https://wa.me/91${SHOP.phone}?text=`), whatsapp);
    assert.ok(decodeURIComponent(whatsapp).includes(`your Sevak access ends on ${inWords(expiry)}.`), whatsapp);
    await documentScreenshot(page, 'renewals');
  });

  step('renews it with the payment, and it leaves the week’s list', async ({ page }) => {
    const renewedUntil = lastDayOfPeriod(addDays(expiry, 1), 6);
    const row = tableRows(page).filter({ hasText: SHOP.fullname });
    await row.getByRole('button', { name: `Renew ${SHOP.fullname}` }).click();
    const dialog = page.getByRole('dialog', { name: `Renew ${SHOP.fullname}` });
    await dialog.getByRole('combobox', { name: 'Plan' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /^6 Months/ }).click();
    await dialog.getByRole('button', { name: 'Renew', exact: true }).click();
    await toast(page, 'Business renewed successfully');
    await dialog.getByText(`Renewed until ${ddMMyyyy(renewedUntil)}`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The row stays, saying so, until the list is shown again; the count moves at once.
    await row.getByText(`Renewed until ${ddMMyyyy(renewedUntil)}`, { exact: true }).waitFor();
    await expectStatistic(page, 'Expiring in 7 days', String(dueThisWeek - 1));
    await documentScreenshot(page, 'renewals-renewed');
    await page.getByRole('button', { name: /Expiring in 30 days/ }).click();
    await page.waitForURL('**/superadmin/renewals?within=30');
    await page.getByRole('button', { name: /Expiring in 7 days/ }).click();
    await page.waitForURL('**/superadmin/renewals?within=7');
    await waitForData(page);
    await row.waitFor({ state: 'detached' });
  });
});
