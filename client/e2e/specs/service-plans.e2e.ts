/*
 * The owner's morning with the demo shop: the due list from the sidebar, a reminder on WhatsApp
 * to a customer whose service is overdue (the wa.me link is read and its request stopped, so
 * nothing leaves the machine), one of today's visits moved to next week and another marked done,
 * then the month's schedule, and an AMC contract's page.
 *
 * The demo's own services are done up to yesterday, so the visits this walk works on are booked
 * through REST first: one yesterday (overdue) and two today, for customers with nothing else due.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, browserSession, documentScreenshot } from '../harness';
import { expectSidebar, settle, sidebar, signInThroughApi } from './flows';
import { addDays, addMonths, apiCreate, apiData, ddMMMyyyy, expectStatistic, mmmDyyyy, tableRows, toast, todayInBusiness, typeDate, waitForData } from './screen-kit';

const today = todayInBusiness();
const yesterday = addDays(today, -1);
const nextWeek = addDays(today, 7);

/** Demo customers whose seeded service is already done: each gets one visit of this walk. */
const OVERDUE = { name: 'Meera Iyer', phone: '9850023456', day: yesterday, hour: 10 } as const;
const TO_MOVE = { name: 'Rahul Shinde', phone: '9850034567', day: today, hour: 12 } as const;
const TO_FINISH = { name: 'Anjali Gokhale', phone: '9850045678', day: today, hour: 15 } as const;
const AMC_CUSTOMER = { name: 'Sneha Kale', phone: '9850067890' } as const;
const TECHNICIAN = 'Ramesh Patil';

interface DueRow {
  kind: string;
  id: string;
  customer: { name: string; phoneNumber: string };
  product: { name: string } | null;
  message: string;
  whatsappUrl: string;
  lastReminder: { channel: string; at: string; by: string } | null;
}
type DueSummary = Record<'overdue' | 'today' | 'week' | 'month', number>;
interface VisitRecord {
  id: string;
  visitDate: string;
  status: string;
  isDone: boolean;
}

/** An instant at an hour of a calendar day in India, as the visit form sends it. */
const indiaInstant = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);

async function customerByPhone(page: Page, phone: string) {
  const [customer] = await apiData<{ id: string; customerProduct: { id: string }[] }[]>(page, `/admin/customer?search=${phone}`);
  assert.ok(customer, `the demo customer with phone ${phone}`);
  return customer;
}

const dueRows = (page: Page, range: keyof DueSummary) => apiData<DueRow[]>(page, `/admin/due?range=${range}&page=1&pageSize=100`);

/** The due list's row of a customer. */
const dueRow = (page: Page, customerName: string) => tableRows(page).filter({ hasText: customerName });

/** "Rahul Shinde's visit on 05 Dec 2026": how the row's controls name the visit. */
const visitWhich = (visit: { name: string; day: string }) => `${visit.name}'s visit on ${ddMMMyyyy(visit.day)}`;

/** Moves the pointer off the sidebar onto the top bar, left of where toasts show (one hovered stays), so the sidebar folds back. */
async function pointAtContent(page: Page): Promise<void> {
  await page.mouse.move(420, 40);
  await expectSidebar(page, false);
}

/** Photographs the screen once its toasts have gone (a toast left over is only a worse picture). */
async function photograph(page: Page, name: string): Promise<void> {
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await settle(page);
  await documentScreenshot(page, name);
}

/**
 * Widens the sidebar the way a pointer does. A hover that lands while the screen is still
 * rendering its first data can be lost (the sidebar stays folded on a busy machine), so the
 * pointer leaves and comes back, as a person would, up to three times.
 */
async function hoverOpenSidebar(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await sidebar(page).hover();
    try {
      await expectSidebar(page, true);
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.mouse.move(420, 40);
    }
  }
}

/** Opens an entry of the sidebar's Service group, the way the owner does: hover, open the group, click. */
async function openFromServiceMenu(page: Page, entry: string, url: string): Promise<void> {
  await hoverOpenSidebar(page);
  const link = sidebar(page).getByRole('link', { name: entry, exact: true });
  if (!(await link.isVisible())) await sidebar(page).locator('.ant-menu-submenu-title').filter({ hasText: /^\s*Service\s*$/ }).click();
  await link.click();
  await page.waitForURL(url);
  await pointAtContent(page);
}

describe("service plans: the owner's morning", () => {
  const { step } = browserSession();
  const visitIds: Record<'overdue' | 'toMove' | 'toFinish', string> = { overdue: '', toMove: '', toFinish: '' };

  step('books an overdue visit and two for today through REST, and opens Service > Due List from the sidebar', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    const [technician] = await apiData<{ id: string }[]>(page, `/admin/employee?search=${encodeURIComponent(TECHNICIAN)}`);
    assert.ok(technician, `the demo technician ${TECHNICIAN}`);
    for (const [key, visit] of [
      ['overdue', OVERDUE],
      ['toMove', TO_MOVE],
      ['toFinish', TO_FINISH],
    ] as const) {
      const customer = await customerByPhone(page, visit.phone);
      const created = await apiCreate<VisitRecord>(page, '/admin/visit', {
        customerID: customer.id,
        employeeID: technician.id,
        serviceDiscription: 'Filter change',
        serviceCharges: 399,
        visitDate: indiaInstant(visit.day, visit.hour).toISOString(),
        autoVisitTime: 3,
      });
      visitIds[key] = created.id;
    }

    await openFromServiceMenu(page, 'Due List', '**/service/due');
    await page.getByRole('heading', { name: 'Due List', level: 3 }).waitFor();
    await waitForData(page);
    const summary = await apiData<DueSummary>(page, '/admin/due/summary');
    assert.ok(summary.overdue >= 1 && summary.today >= 2, `the summary counts the walk's visits: ${JSON.stringify(summary)}`);
    await expectStatistic(page, 'Overdue', String(summary.overdue));
    await expectStatistic(page, 'Today', String(summary.today));
    // Today's list is the one the screen opens on.
    for (const visit of [TO_MOVE, TO_FINISH]) await dueRow(page, visit.name).waitFor();
    await photograph(page, 'due-list');
  });

  step('reminds the overdue customer on WhatsApp: the link carries the shop’s text, and the row says Reminded', async ({ page }) => {
    await page.getByRole('group', { name: 'Show what is due' }).getByRole('button', { name: /^Overdue/ }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'overdue');
    await waitForData(page);
    const row = dueRow(page, OVERDUE.name);
    await row.getByText('Overdue', { exact: true }).waitFor();
    await row.getByText('Not reminded', { exact: true }).waitFor();

    const item = (await dueRows(page, 'overdue')).find((candidate) => candidate.id === visitIds.overdue);
    assert.ok(item, 'the API lists the overdue visit');
    const { templates } = await apiData<{ templates: Record<string, string> }>(page, '/admin/reminder-templates');
    assert.ok(item.product, 'the visit is for the customer’s purchase');
    const expected = templates.visit!.replace(/\{(\w+)\}/g, (_whole, name: string) => {
      const values: Record<string, string> = {
        customerName: OVERDUE.name,
        product: item.product!.name,
        dueDate: ddMMMyyyy(OVERDUE.day).replace(/^0/, ''),
        shopName: DEMO_ADMIN.fullname,
        shopPhone: DEMO_ADMIN.phone,
      };
      return values[name] ?? `{${name}}`;
    });

    const link = row.getByRole('link', { name: `Remind ${OVERDUE.name} on WhatsApp` });
    const href = (await link.getAttribute('href')) ?? '';
    const url = new URL(href);
    assert.equal(`${url.origin}${url.pathname}`, `https://wa.me/91${OVERDUE.phone}`);
    assert.equal(url.searchParams.get('text'), expected, 'the message is the shop’s visit text filled in');
    assert.equal(href, `https://wa.me/91${OVERDUE.phone}?text=${encodeURIComponent(expected)}`, 'the text is URL-encoded');

    // The click opens WhatsApp in a new tab; its request is stopped here, never reaching the internet.
    const context = page.context();
    await context.route('https://wa.me/**', (route) => route.abort());
    try {
      const [request, tab] = await Promise.all([
        context.waitForEvent('request', (candidate) => candidate.url().startsWith('https://wa.me/')),
        context.waitForEvent('page'),
        link.click(),
      ]);
      assert.equal(request.url(), href);
      await tab.close();
    } finally {
      await context.unroute('https://wa.me/**');
    }
    await toast(page, 'WhatsApp reminder recorded');
    await row.getByText(/^Reminded (a few seconds|a minute) ago$/).waitFor();
    await row.getByText(`WhatsApp · ${DEMO_ADMIN.fullname}`, { exact: false }).waitFor();

    const reminded = (await dueRows(page, 'overdue')).find((candidate) => candidate.id === visitIds.overdue);
    assert.equal(reminded?.lastReminder?.channel, 'whatsapp');
  });

  step('moves one of today’s visits to next week: it leaves Today, and the API has the new date', async ({ page }) => {
    await page.getByRole('group', { name: 'Show what is due' }).getByRole('button', { name: /^Today/ }).click();
    await page.waitForURL((url) => url.searchParams.get('range') === 'today');
    await waitForData(page);
    const row = dueRow(page, TO_MOVE.name);
    await row.getByRole('button', { name: `Reschedule: ${visitWhich(TO_MOVE)}` }).click();

    const dialog = page.getByRole('dialog', { name: `Reschedule ${visitWhich(TO_MOVE)}` });
    await typeDate(page, dialog.getByLabel('New date and time'), `${mmmDyyyy(nextWeek)} 11:00 AM`, nextWeek);
    await dialog.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await toast(page, 'Visit rescheduled');
    await dialog.waitFor({ state: 'detached' });
    await row.waitFor({ state: 'detached' });

    const visit = await apiData<VisitRecord>(page, `/admin/visit/${visitIds.toMove}`);
    assert.equal(Date.parse(visit.visitDate), indiaInstant(nextWeek, 11).getTime(), `moved to ${nextWeek} 11:00 (it is ${visit.visitDate})`);
    assert.equal(visit.status, 'scheduled');
    assert.ok(!(await dueRows(page, 'today')).some((item) => item.id === visitIds.toMove), 'no longer due today');
    assert.ok((await dueRows(page, 'month')).some((item) => item.id === visitIds.toMove), 'due in the next 30 days');
  });

  step('marks another done: it leaves the list, and the API says done', async ({ page }) => {
    const row = dueRow(page, TO_FINISH.name);
    await row.getByRole('button', { name: `Mark done: ${visitWhich(TO_FINISH)}` }).click();
    await toast(page, 'Visit marked done');
    await row.waitFor({ state: 'detached' });

    const visit = await apiData<VisitRecord>(page, `/admin/visit/${visitIds.toFinish}`);
    assert.equal(visit.status, 'done');
    assert.equal(visit.isDone, true);
    assert.ok(!(await dueRows(page, 'today')).some((item) => item.id === visitIds.toFinish), 'no longer due');
  });

  step('the month’s schedule shows the visits on their days: today’s marked done, the moved one next week', async ({ page }) => {
    await openFromServiceMenu(page, 'Schedule', '**/service/schedule');
    await page.getByRole('heading', { name: 'Schedule', level: 3 }).waitFor();
    await waitForData(page);
    assert.equal(await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Month' }).getAttribute('aria-pressed'), 'true');

    const day = (date: string) => page.locator(`.schedule-month td[title="${date}"]`);
    await day(today)
      .getByRole('button', { name: new RegExp(`Done.*${TO_FINISH.name} · ${TECHNICIAN}`) })
      .waitFor();
    await photograph(page, 'schedule');

    if (nextWeek.slice(0, 7) !== today.slice(0, 7)) {
      await page.getByRole('button', { name: 'Next month' }).click();
      await waitForData(page);
    }
    await day(nextWeek)
      .getByRole('button', { name: new RegExp(`11:00 AM ${TO_MOVE.name} · ${TECHNICIAN}`) })
      .waitFor();
  });

  step('an AMC contract made through REST: its page shows the customer, the product and the four visits to come', async ({ page }) => {
    const customer = await customerByPhone(page, AMC_CUSTOMER.phone);
    const [technician] = await apiData<{ id: string }[]>(page, `/admin/employee?search=${encodeURIComponent(TECHNICIAN)}`);
    const contract = await apiCreate<{ id: string; product: { name: string }; visitsIncluded: number }>(page, '/admin/amc', {
      customerProductID: customer.customerProduct[0]!.id,
      startDate: today,
      endDate: addDays(addMonths(today, 12), -1),
      price: 2400,
      visitsIncluded: 4,
      employeeID: technician!.id,
    });
    assert.equal(contract.visitsIncluded, 4);

    await page.goto(`/service/amc/${contract.id}`);
    await page.getByRole('heading', { name: `AMC Contract: ${AMC_CUSTOMER.name}, ${contract.product.name}`, level: 3 }).waitFor();
    await waitForData(page);
    await page.getByText('0 done, 4 remaining of 4', { exact: true }).waitFor();
    assert.equal(await tableRows(page.getByRole('table', { name: 'Contract visits' })).count(), 4);
    await photograph(page, 'amc-contract');
  });
});
