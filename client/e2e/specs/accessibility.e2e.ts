/*
 * WCAG 2.2 AA on every screen: axe-core's A and AA rules on each screen of each role, in the
 * light and the dark theme, at a desk's 1280 px and a phone's 375 px. Any serious or critical
 * violation fails the screen's step, naming the rule and the elements. The figures of every
 * screen are printed as a table at the end (the report in the CI output).
 */
import assert from 'node:assert/strict';
import { after, describe } from 'node:test';
import type { Page } from 'playwright-core';
import { describeFindings, seriousViolations } from '../axe';
import { DEMO_ADMIN, DEMO_TECHNICIAN, DESKTOP, MOBILE, SUPERADMIN, browserSession } from '../harness';
import { openSignIn, signInThroughApi } from './flows';
import { assertNoSidewaysScroll, todayInBusiness, waitForData } from './screen-kit';

const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = [DESKTOP, MOBILE];

interface Row {
  who: string;
  path: string;
  theme: string;
  width: number;
  serious: number;
  critical: number;
}
const report: Row[] = [];

/** Opens `path` in `theme` at each width, waits for the screen and its data, and audits it. */
async function auditScreen(page: Page, who: string, path: string, ready: (page: Page) => Promise<void>): Promise<void> {
  const problems: string[] = [];
  try {
    for (const theme of THEMES) {
      // The theme is the one the person chose, read from storage when the page loads.
      await page.evaluate((chosen) => window.localStorage.setItem('color-theme', chosen), theme);
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await ready(page);
        const findings = await seriousViolations(page);
        const count = (impact: string) => findings.filter((finding) => finding.impact === impact).reduce((sum, finding) => sum + finding.nodes.length, 0);
        report.push({ who, path, theme, width: viewport.width, serious: count('serious'), critical: count('critical') });
        if (findings.length > 0) problems.push(`${path}, ${theme}, ${viewport.width} px:\n${describeFindings(findings)}`);
      }
    }
  } finally {
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.localStorage.setItem('color-theme', 'light'));
  }
  assert.equal(problems.length, 0, `serious or critical WCAG violations:\n${problems.join('\n')}`);
}

/** Every control the technician can touch on `path` is at least 44 x 44 px, on a phone and at a desk. */
async function assertLargeTargets(page: Page, path: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await appScreen(page);
    const small = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="menuitem"], input'))
        .filter((element) => element.offsetParent !== null && !element.closest('.visually-hidden'))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.width < 44 || box.height < 44))
        .map(({ element, box }) => `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim()}" ${Math.round(box.width)}x${Math.round(box.height)}`),
    );
    assert.deepEqual(small, [], `${path} at ${viewport.width} px: controls under 44 x 44 px`);
  }
  await page.setViewportSize(DESKTOP);
}

/** A screen of the app: its title is on the page and its data has arrived. */
async function appScreen(page: Page): Promise<void> {
  await page.locator('#page-title').waitFor();
  await waitForData(page);
}

/** The id at the end of the first link on `listPath` that starts with `prefix`. */
async function firstId(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor({ state: 'attached' });
  return decodeURIComponent(((await link.getAttribute('href')) ?? '').slice(prefix.length));
}

/** A member of the demo shop who can sign in, made by its admin through the REST API. */
const member = { employee: { phone: '9822200931', password: 'axe-employee-1' }, customer: { phone: '9822200932', password: 'axe-customer-1' } };

after(() => {
  const line = (cells: (string | number)[]) => `# | ${cells.join(' | ')} |`;
  console.log('# accessibility (axe-core, WCAG 2.2 A + AA): serious and critical violations per screen');
  console.log(line(['who', 'screen', 'theme', 'width', 'serious', 'critical']));
  for (const row of report) console.log(line([row.who, row.path, row.theme, row.width, row.serious, row.critical]));
  const total = report.reduce((sum, row) => sum + row.serious + row.critical, 0);
  console.log(`# ${report.length} audits, ${total} serious or critical violations`);
});

describe('accessibility: signed out', () => {
  const { step } = browserSession();
  step('the sign-in page', async ({ page }) => {
    await openSignIn(page);
    await auditScreen(page, 'anyone', '/signin', async (p) => {
      await p.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    });
  });
});

describe('accessibility: the superadmin console', () => {
  const { step } = browserSession();
  step('signs in', async ({ page }) => {
    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
  });
  for (const path of ['/superadmin/dashboard', '/superadmin/renewals?within=30', '/superadmin/helpdesk', '/superadmin/password', '/superadmin/activity']) {
    step(path, async ({ page }) => auditScreen(page, 'superadmin', path, appScreen));
  }
});

describe('accessibility: the shop admin', () => {
  const { step } = browserSession();
  const ids: Record<string, string> = {};
  step('signs in', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
    ids.employee = await firstId(page, '/employee', '/update/employee/');
    ids.customer = await firstId(page, '/customer', '/update/customer/');
    ids.visit = await firstId(page, '/visit', '/update/visit/');
    ids.product = await firstId(page, '/product', '/update/product/');
    ids.category = await firstId(page, '/product-category', '/update/productcat/');
    ids.subCategory = await firstId(page, '/product-subcategory', '/update/product-subcategory/');
    // The part-paid invoice and its receipt that the billing walk made (billing.e2e.ts runs before).
    const [invoice] = (await (await page.request.get('/api/v1/admin/invoice?page=1&pageSize=1&status=PARTIAL')).json()).data;
    ids.invoice = invoice.id;
    ids.receipt = (await (await page.request.get(`/api/v1/admin/invoice/${invoice.id}`)).json()).data.payments[0]?.id;
    // The AMC contract that the owner's morning made (service-plans.e2e.ts runs before).
    const [contract] = (await (await page.request.get('/api/v1/admin/amc?page=1&pageSize=1')).json()).data;
    ids.amc = contract?.id;
  });

  const screens = [
    '/admin/dashboard',
    '/product-category',
    '/product-subcategory',
    '/product',
    '/employee',
    () => `/visithistory/${ids.employee}`,
    '/customer',
    '/enquiry',
    '/visit',
    () => `/update/visit/${ids.visit}`,
    () => `/update/productcat/${ids.category}`,
    () => `/update/product-subcategory/${ids.subCategory}`,
    () => `/update/product/${ids.product}`,
    () => `/update/employee/${ids.employee}`,
    () => `/update/customer/${ids.customer}`,
    '/servicereport',
    '/productreport',
    '/helpdesk',
    '/update/profile',
    '/billing/profile',
    '/billing/invoices',
    '/billing/invoices/new',
    () => `/billing/invoices/${ids.invoice}`,
    () => `/billing/receipts/${ids.receipt}`,
    () => `/billing/customers/${ids.customer}/statement`,
    '/billing/gst-summary',
    '/service/due',
    '/service/schedule',
    '/service/reminder-texts',
    '/service/amc',
    '/service/amc/new',
    () => `/service/amc/${ids.amc}`,
    '/service/warranty',
    '/activity',
    '/customer/import',
    '/product/import',
  ];
  for (const screen of screens) {
    const name = typeof screen === 'string' ? screen : screen().replace(/undefined/g, ':id');
    step(name, async ({ page }) => auditScreen(page, 'admin', typeof screen === 'string' ? screen : screen(), appScreen));
  }

  step('at 200 % zoom (1280 px seen as 640 px) nothing is lost off the side', async ({ page }) => {
    await page.setViewportSize({ width: 640, height: 400 });
    try {
      for (const path of ['/admin/dashboard', '/customer', '/visit', '/product', '/servicereport', '/update/profile', '/billing/profile']) {
        await page.goto(path);
        await appScreen(page);
        await assertNoSidewaysScroll(page);
      }
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  step('registers an employee and a customer who can sign in (for their own screens)', async ({ page }) => {
    const post = async (path: string, data: object) => {
      const response = await page.request.post(`/api/v1${path}`, { data });
      assert.equal(response.status(), 201, `${path}: ${await response.text()}`);
    };
    const products = await (await page.request.get('/api/v1/admin/product?limit=1')).json();
    await post('/admin/employee', {
      fullname: 'Axe Employee',
      phoneNumber: member.employee.phone,
      email: 'axe.employee@aquacare.example',
      address: '5 Station Road, Pune',
      password: member.employee.password,
    });
    await post('/admin/customer', {
      fullname: 'Axe Customer',
      phoneNumber: member.customer.phone,
      password: member.customer.password,
      productId: products.data[0].id,
      invoiceDate: todayInBusiness(),
      billNumber: 'AXE-0001',
    });
  });
});

for (const role of ['employee', 'customer'] as const) {
  describe(`accessibility: the ${role}`, () => {
    const { step } = browserSession();
    step(`the ${role}'s dashboard`, async ({ page }) => {
      await signInThroughApi(page, member[role].phone, member[role].password, `/${role}/dashboard`);
      await auditScreen(page, role, `/${role}/dashboard`, appScreen);
      if (role === 'employee') await assertLargeTargets(page, `/${role}/dashboard`);
    });
  });
}

describe('accessibility: the rest of the customer portal', () => {
  const { step } = browserSession();
  step('signs in', async ({ page }) => {
    await signInThroughApi(page, member.customer.phone, member.customer.password, '/customer/dashboard');
  });
  for (const path of ['/customer/bills', '/customer/visits', '/customer/service']) {
    step(path, async ({ page }) => auditScreen(page, 'customer', path, appScreen));
  }
});

describe("accessibility: the rest of the technician's app", () => {
  const { step } = browserSession();
  let visitId = '';
  step('signs in as the demo technician, whose day has visits still to do', async ({ page }) => {
    await signInThroughApi(page, DEMO_TECHNICIAN.phone, DEMO_TECHNICIAN.password, '/employee/dashboard');
    const toDo = page.locator('a.tech-card').filter({ hasText: 'Scheduled' }).first();
    visitId = ((await toDo.getAttribute('href')) ?? '').replace('/employee/visit/', '');
    assert.ok(visitId, 'a visit still to do on My day');
  });
  const screens: [string, () => string][] = [
    ['/employee/upcoming', () => '/employee/upcoming'],
    ['/employee/visit/:id', () => `/employee/visit/${visitId}`],
    ['/employee/visit/:id/done', () => `/employee/visit/${visitId}/done`],
  ];
  for (const [name, path] of screens) {
    step(name, async ({ page }) => {
      await auditScreen(page, 'employee', path(), appScreen);
      await assertLargeTargets(page, path());
    });
  }
});
