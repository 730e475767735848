/* Working the app's forms, cards and tables the way a person does, and the calendar they read. */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/* ------------------------------------------------------------------ the business's calendar */

/** The business's time zone (PRODUCT.md "Time"): "today" is counted here, not in UTC. */
export const BUSINESS_TIME_ZONE = 'Asia/Kolkata';

/** A calendar day as 'YYYY-MM-DD'. */
export type Day = string;

export function todayInBusiness(): Day {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function parts(day: Day): [number, number, number] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [year, month, date];
}

function dayOf(year: number, month: number, date: number): Day {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

export function addDays(day: Day, days: number): Day {
  const [year, month, date] = parts(day);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return dayOf(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Months later on the same day of the month, or the month's last day when it is shorter (31 Jan + 1 = 28 Feb). */
export function addMonths(day: Day, months: number): Day {
  const [year, month, date] = parts(day);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return dayOf(targetYear, targetMonth, Math.min(date, lastDay));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 05-03-2027: customers and invoices. */
export function ddMMyyyy(day: Day): string {
  const [year, month, date] = parts(day);
  return `${String(date).padStart(2, '0')}-${String(month).padStart(2, '0')}-${year}`;
}

/** 05 Mar 2027: visits. */
export function ddMMMyyyy(day: Day): string {
  const [year, month, date] = parts(day);
  return `${String(date).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

/** Mar 5, 2027: the visit form's and the reports' pickers. */
export function mmmDyyyy(day: Day): string {
  const [year, month, date] = parts(day);
  return `${MONTHS[month - 1]} ${date}, ${year}`;
}

/* ------------------------------------------------------------------ forms */

/**
 * Types a date into an antd date picker as it displays dates (`shown`) and confirms it with
 * Enter, as a person at the keyboard does: the picker takes the typed day (and time) and closes,
 * and the form around it is not submitted (DateField). Confirming by key rather than by a click
 * on the calendar's OK or day cell leaves nothing to the pointer landing on a popup that is still
 * opening. `day` is the calendar cell the typed text must select before it is confirmed.
 */
export async function typeDate(page: Page, input: Locator, shown: string, day: Day): Promise<void> {
  const dropdown = page.locator('.ant-picker-dropdown:visible');
  await input.click();
  // A click that lands while the form is still settling (a field just validated) can leave the
  // calendar closed; a person clicks again, and so does the test.
  if (!(await dropdown.waitFor({ state: 'visible', timeout: 2_000 }).then(() => true, () => false))) await input.click();
  await dropdown.waitFor({ state: 'visible' });
  await input.fill(shown);
  // The calendar shows the typed day as chosen before Enter confirms it.
  const chosen = dropdown.locator(`td.ant-picker-cell-selected[title="${day}"]`);
  const typed = await chosen.waitFor({ timeout: 5_000 }).then(() => true, () => false);
  assert.ok(typed, `the calendar took the typed "${shown}" (the field holds "${await input.inputValue()}")`);
  await input.press('Enter');
  await dropdown.waitFor({ state: 'hidden' });
  assert.equal(await input.inputValue(), shown, 'the picker took the typed date');
}

/** Opens a searchable pick list, types into it, and picks the option that reads `option`. */
export async function pick(page: Page, input: Locator, search: string, option: string): Promise<void> {
  await input.click();
  if (search) await input.fill(search);
  const choice = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option });
  await choice.first().click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Waits for the toast that reads exactly `text`. */
export async function toast(page: Page, text: string): Promise<void> {
  await page.locator('.ant-message').getByText(text, { exact: true }).waitFor();
}

/** A summary card's figure by its title, within `scope` (a card group or the page). */
export function statistic(scope: Page | Locator, title: string): Locator {
  // The inner locator of `has` is matched inside each card, so it starts from the page.
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('.ant-statistic')
    .filter({ has: page.locator('.ant-statistic-title').getByText(title, { exact: true }) })
    .locator('.ant-statistic-content');
}

/** Waits until a summary card reads `expected` (its figure refreshes after a change). */
export async function expectStatistic(scope: Page | Locator, title: string, expected: string): Promise<void> {
  const figure = statistic(scope, title);
  const deadline = Date.now() + 10_000;
  let shown = '';
  while (Date.now() < deadline) {
    shown = ((await figure.textContent({ timeout: 5_000 }).catch(() => '')) ?? '').trim();
    if (shown === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(shown, expected, `the "${title}" card`);
}

/** Waits until the page's calls have settled and no spinner or loading skeleton is left. */
export async function waitForData(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('.ant-spin-spinning, .ant-skeleton'), undefined, { timeout: 10_000 });
}

/** Opens a screen of the app and waits for its heading and its data. */
export async function openScreen(page: Page, path: string, heading: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: heading, exact: true, level: 3 }).waitFor();
  await waitForData(page);
}

/** The table's body rows (not antd's measuring or empty-placeholder rows). */
export function tableRows(scope: Page | Locator): Locator {
  return scope.locator('.ant-table-tbody > tr.ant-table-row');
}

/** The page is no wider than the screen: nothing makes the whole page scroll sideways. */
export async function assertNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  assert.ok(scrollWidth <= innerWidth, `the page is ${scrollWidth}px wide on a ${innerWidth}px screen`);
}

/** GET /api/v1<path> as the page's signed-in user: the envelope's data, after a 200. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api/v1${path}`);
  assert.equal(response.status(), 200, `GET ${path}`);
  return ((await response.json()) as { data: T }).data;
}

/** POST /api/v1<path> as the page's signed-in user: the envelope's data, after a 201. */
export async function apiCreate<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(`/api/v1${path}`, { data });
  assert.equal(response.status(), 201, `POST ${path}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}
