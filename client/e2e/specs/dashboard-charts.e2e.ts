/*
 * The dashboard's charts as the demo shop's owner sees them: drawn, the same figures as a table
 * on request, readable in the dark theme and on a 375 px phone; photographed in each
 * (admin-dashboard-charts*.png).
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe } from 'node:test';
import type { DashboardCharts } from '@sevak/shared';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN, MOBILE, SCREENSHOT_DIR, browserSession } from '../harness';
import { signInThroughApi } from './flows';
import { apiData, assertNoSidewaysScroll, openScreen } from './screen-kit';

const chartsRegion = (page: Page) => page.getByRole('region', { name: 'Charts', exact: true });

/** The dashboard with its charts drawn. */
async function openCharts(page: Page): Promise<void> {
  await openScreen(page, '/admin/dashboard', 'Dashboard');
  await chartsRegion(page).getByRole('region', { name: 'Revenue by Month' }).getByRole('img').waitFor();
}

/** Every chart's canvas has something drawn on it. */
async function assertChartsDrawn(page: Page): Promise<void> {
  const canvases = chartsRegion(page).locator('canvas');
  const count = await canvases.count();
  assert.ok(count >= 4, `the charts are drawn on canvases (found ${count})`);
  for (let index = 0; index < count; index += 1) {
    const painted = await canvases.nth(index).evaluate((canvas: HTMLCanvasElement) => {
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
      return Array.prototype.some.call(pixels, (value: number, at: number) => at % 4 === 3 && value > 0);
    });
    assert.ok(painted, `chart ${index + 1} is drawn`);
  }
}

/** <SCREENSHOT_DIR>/<name>.png of the charts alone, the window as tall as the page so nothing is scrolled under the top bar. */
async function photographCharts(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize()!;
  try {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await chartsRegion(page).screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled', caret: 'hide' });
  } finally {
    await page.setViewportSize(viewport);
  }
}

describe('the dashboard charts', () => {
  const { step } = browserSession();

  step('signs in', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
  });

  step('draws the twelve months and this month, each chart with its figures as a table', async ({ page }) => {
    await openCharts(page);
    await assertChartsDrawn(page);
    const figures = await apiData<DashboardCharts>(page, '/admin/dashboard/charts');

    const visits = chartsRegion(page).getByRole('region', { name: 'Visits This Month' });
    const summary = figures.visitsThisMonth.map(({ status, count }) => `${count} ${status}`).join(', ');
    assert.equal(await visits.getByRole('img').getAttribute('aria-label'), `Visits this month: ${summary}.`);

    const revenue = chartsRegion(page).getByRole('region', { name: 'Revenue by Month' });
    const table = revenue.getByRole('table', { name: 'Revenue by Month' });
    const offScreen = () => table.evaluate((element) => element.closest('.visually-hidden') !== null);
    assert.ok(await offScreen(), 'the table is for screen readers until asked for');
    await revenue.getByRole('button', { name: 'Show as table' }).click();
    await table.waitFor({ state: 'visible' });
    assert.equal(await offScreen(), false);
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    const thisMonth = figures.months.at(-1)!;
    const lastRow = await table.locator('tbody tr').last().locator('th, td').allTextContents();
    assert.deepEqual(lastRow.slice(1, 3), [rupees.format(thisMonth.productRevenue), rupees.format(thisMonth.serviceRevenue)]);
    assert.equal(await table.locator('tbody tr').count(), 12);
  });

  step('photographs the charts: admin-dashboard-charts.png', async ({ page }) => {
    await openCharts(page);
    await photographCharts(page, 'admin-dashboard-charts');
  });

  step('draws in the dark theme\'s colours: admin-dashboard-charts-dark.png', async ({ page }) => {
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.body.classList.contains('dark'));
    try {
      await openCharts(page);
      await assertChartsDrawn(page);
      await photographCharts(page, 'admin-dashboard-charts-dark');
    } finally {
      await page.getByTestId('theme-toggle').click();
      await page.waitForFunction(() => !document.body.classList.contains('dark'));
    }
  });

  step('stacks the charts one above another on a 375 px phone: admin-dashboard-charts-mobile.png', async ({ page }) => {
    const desk = page.viewportSize()!;
    await page.setViewportSize(MOBILE);
    try {
      await openCharts(page);
      await assertNoSidewaysScroll(page);
      const panels = await chartsRegion(page).locator('.dashboard-chart-panel').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { left: Math.round(box.left), right: Math.round(box.right), top: box.top };
        }),
      );
      assert.ok(panels.length >= 4);
      assert.equal(new Set(panels.map((panel) => panel.left)).size, 1, 'one chart a row');
      assert.ok(panels.every((panel, index) => panel.right <= MOBILE.width && (index === 0 || panel.top > panels[index - 1]!.top)));
      await assertChartsDrawn(page);
      await photographCharts(page, 'admin-dashboard-charts-mobile');
      // A table too wide for the phone scrolls in its own box, not the page.
      await chartsRegion(page).getByRole('region', { name: 'Revenue by Month' }).getByRole('button', { name: 'Show as table' }).click();
      await chartsRegion(page).getByRole('region', { name: 'Revenue by Month, as a table' }).waitFor();
      await assertNoSidewaysScroll(page);
    } finally {
      await page.setViewportSize(desk);
    }
  });
});
