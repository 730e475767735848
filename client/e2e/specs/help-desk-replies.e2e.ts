/*
 * A help desk that answers: the demo shop's owner asks how to renew; the operator opens the
 * ticket, answers it and leaves it waiting on the business; the owner sees the unread reply in
 * the top bar, follows it to the Help Desk, reads support's answer, and the mark goes.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import { DEMO_ADMIN, SUPERADMIN, browserSession, documentScreenshot } from '../harness';
import { settle, signInThroughApi, signOutFromProfileMenu, untilToastsGone } from './flows';
import { openScreen, tableRows, toast, waitForData } from './screen-kit';

const QUESTION = 'How do we renew Sevak for 12 months, and can we pay by UPI?';
const ANSWER = 'Yes: pay ₹10,000 by UPI to sevak@upi and reply here with the reference. We renew the same day.';

describe('the help desk answers', () => {
  const { step } = browserSession();

  step('the operator answers the owner’s query and it waits on the business', async ({ page }) => {
    // The owner's query goes in over REST, as the owner: the browser is then the operator's.
    const owner = await page.request.post('/api/v1/users/login', { data: { phoneNumber: DEMO_ADMIN.phone, password: DEMO_ADMIN.password } });
    assert.equal(owner.status(), 200, await owner.text());
    const asked = await page.request.post('/api/v1/admin/helpdesk', { data: { message: QUESTION } });
    assert.equal(asked.status(), 201, await asked.text());
    assert.equal((await page.request.post('/api/v1/users/logout')).status(), 200);

    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
    await openScreen(page, '/superadmin/helpdesk', 'Help Desk Tickets');
    await page.getByPlaceholder('Search business or message').fill('renew Sevak for 12 months');
    await waitForData(page);
    const row = tableRows(page).filter({ hasText: QUESTION });
    await row.locator('.ant-tag', { hasText: 'Open' }).waitFor();
    await row.getByRole('button', { name: `Open conversation with ${DEMO_ADMIN.fullname}` }).click();

    const drawer = page.getByRole('dialog').filter({ hasText: `Ticket from ${DEMO_ADMIN.fullname}` });
    await drawer.getByText('No replies yet.').waitFor();
    await drawer.getByLabel('Your reply').fill(ANSWER);
    await drawer.getByRole('button', { name: 'Send Reply' }).click();
    await toast(page, 'Reply sent successfully');
    await drawer.getByText(ANSWER).waitFor();
    await drawer.locator('.ant-tag', { hasText: 'Waiting on business' }).waitFor();
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'superadmin-helpdesk-conversation');
    await drawer.getByRole('button', { name: 'Close' }).click();
    await row.locator('.ant-tag', { hasText: 'Waiting on business' }).waitFor();
    await signOutFromProfileMenu(page);
  });

  step('the owner sees the unread reply in the top bar, reads it, and the mark goes', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const unread = page.getByRole('link', { name: '1 unread reply from support' });
    await unread.click();
    await page.waitForURL('**/helpdesk#previous-queries');

    const query = page.locator('.own-query').filter({ hasText: QUESTION });
    await query.getByText('Awaiting your reply', { exact: true }).waitFor();
    await query.getByText('1 new', { exact: true }).waitFor();
    await query.getByRole('button', { name: 'View conversation (1 reply)' }).click();
    await query.getByText(ANSWER).waitFor();
    await query.getByText('Platform Admin (Support)').waitFor();
    await unread.waitFor({ state: 'detached' });
    await query.getByText('1 new', { exact: true }).waitFor({ state: 'detached' });
    await untilToastsGone(page);
    await settle(page);
    await query.scrollIntoViewIfNeeded();
    await documentScreenshot(page, 'helpdesk-conversation');
  });
});
