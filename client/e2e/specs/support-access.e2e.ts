/*
 * Support access ("view as"): the operator opens the demo shop read-only for a stated reason and
 * reads its customers; the shop's owner sees the banner while it lasts, and its start and end in
 * Activity.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { DEMO_ADMIN, SUPERADMIN, browserSession, documentScreenshot } from '../harness';
import { pathname, signInThroughApi } from './flows';
import { openScreen, tableRows, waitForData } from './screen-kit';

const REASON = 'Ticket: the owner cannot find last month’s customers';

describe('support access', () => {
  const operator = browserSession();
  const owner = browserSession();

  operator.step('the operator views the shop read-only for a stated reason and reads its customers', async ({ page }) => {
    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await page.getByPlaceholder('Search admins').fill(DEMO_ADMIN.fullname);
    await waitForData(page);
    await page.getByRole('button', { name: `View ${DEMO_ADMIN.fullname} as the business` }).click();
    const dialog = page.getByRole('dialog', { name: `View ${DEMO_ADMIN.fullname} read-only` });
    // No reason, no view.
    await dialog.getByRole('button', { name: 'View as business' }).click();
    await dialog.getByText('Say why you need to view this business', { exact: true }).waitFor();
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'View as business' }).click();
    await page.waitForURL('**/admin/dashboard');

    const banner = page.getByTestId('support-access-banner');
    await banner.getByText(new RegExp(`^Viewing ${DEMO_ADMIN.fullname} read-only — ends at \\d{1,2}:\\d{2} [AP]M$`)).waitFor();
    await openScreen(page, '/customer', 'Create Order');
    await tableRows(page).first().waitFor();
    await page.mouse.move(300, 28);
    await documentScreenshot(page, 'support-access-viewing');
  });

  owner.step('the owner sees the banner while it lasts, and its start and end in Activity', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const banner = page.getByTestId('support-access-banner');
    await banner.getByText(`— reason: ${REASON}`, { exact: false }).waitFor();
    assert.match((await banner.textContent()) ?? '', /Sevak support is viewing your account \(read-only\) until \d{1,2}:\d{2} [AP]M/);
    await page.mouse.move(300, 28);
    await documentScreenshot(page, 'support-access-banner');

    const operatorPage = operator.session().page;
    await operatorPage.getByTestId('support-access-banner').getByRole('button', { name: 'Exit' }).click();
    await operatorPage.waitForURL('**/superadmin/dashboard');
    assert.equal(pathname(operatorPage), '/superadmin/dashboard');

    await openScreen(page, '/activity?entity=support_access', 'Activity');
    await tableRows(page).first().getByText('Ended', { exact: true }).waitFor();
    await tableRows(page).nth(1).getByText('Started', { exact: true }).waitFor();
    await tableRows(page).nth(1).getByText(REASON, { exact: true }).first().waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await waitForData(page);
    assert.equal(await banner.count(), 0);
  });
});
