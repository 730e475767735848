/*
 * Every screen of spec §2, opened as the person who uses it (the demo shop's admin, with its
 * seeded data, and the superadmin), checked for its heading and a clean console, and
 * photographed (into docs/screenshots by `npm run screenshots`): light at 1280x800 (whole page), dark and phone-sized for a few.
 */
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ADMIN, DESKTOP, MOBILE, SUPERADMIN, browserSession, documentScreenshot } from '../harness';
import { signInThroughApi } from './flows';
import { assertNoSidewaysScroll, openScreen, tableRows, waitForData } from './screen-kit';

/** Makes the page still for a photograph: no toasts, no pending images or fonts, the mouse out of the way. */
async function holdStill(page: Page): Promise<void> {
  // Over the top bar's greeting: nothing there reacts to hover.
  await page.mouse.move(300, 28);
  await page.locator('.ant-message-notice').first().waitFor({ state: 'detached', timeout: 8_000 }).catch(() => undefined);
  await page.locator('.ant-tooltip:visible').first().waitFor({ state: 'detached', timeout: 2_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(Array.from(document.images).map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
  await waitForData(page);
}

/**
 * The whole page: the window is made as tall as the page for the photograph, so the fixed
 * sidebar and top bar are drawn as a person scrolling would see them (a full-page capture of a
 * short window would cut the sidebar at the window's height).
 */
async function photograph(page: Page, name: string): Promise<void> {
  await holdStill(page);
  const viewport = page.viewportSize() ?? DESKTOP;
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height === page.viewportSize()?.height) break;
      await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    await documentScreenshot(page, name);
  } finally {
    await page.setViewportSize(viewport);
  }
}

/** The id at the end of the first link on the page whose address starts with `prefix`. */
async function firstIdLinkedAs(page: Page, prefix: string): Promise<string> {
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor({ state: 'attached' });
  const href = (await link.getAttribute('href')) ?? '';
  const id = decodeURIComponent(href.slice(prefix.length));
  assert.match(id, /^[0-9a-f-]{36}$/, `a record id after ${prefix} (got ${href})`);
  return id;
}

/** Walks the screens on a 375 px phone, and gives the page its desk size back afterwards. */
async function onAPhone(page: Page, walk: () => Promise<void>): Promise<void> {
  await page.setViewportSize(MOBILE);
  try {
    await walk();
  } finally {
    await page.setViewportSize(DESKTOP);
  }
}

/** The element is shown whole within the phone's width: nothing of it is off the side of the screen. */
async function insideTheScreen(element: Locator, what: string): Promise<void> {
  await element.waitFor();
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  const width = element.page().viewportSize()?.width ?? 0;
  assert.ok(box && box.x >= 0 && box.x + box.width <= width, `${what} is within the ${width}px screen (it spans ${box?.x}..${box && box.x + box.width})`);
}

/**
 * A list on a phone: the first row reads whole without scrolling the page or the table sideways,
 * and each of its actions (Edit, Delete and the rest) is on the screen.
 */
async function assertRowsFitThePhone(page: Page, path: string): Promise<void> {
  const row = tableRows(page).first();
  await row.waitFor();
  await assertNoSidewaysScroll(page);
  const table = await page
    .locator('.ant-table-content')
    .first()
    .evaluate((content) => ({ scrollWidth: content.scrollWidth, clientWidth: content.clientWidth }));
  assert.ok(table.scrollWidth <= table.clientWidth, `${path}: the table scrolls sideways (${table.scrollWidth}px in ${table.clientWidth}px)`);
  await insideTheScreen(row, `${path}: the first row`);
  const actions = row.locator('a[aria-label], button[aria-label]');
  for (let index = 0; index < (await actions.count()); index += 1) {
    const action = actions.nth(index);
    await insideTheScreen(action, `${path}: ${await action.getAttribute('aria-label')}`);
  }
}

interface Screen {
  /** <SCREENSHOT_DIR>/<name>.png */
  name: string;
  path: () => string;
  heading: string;
  /** What else shows that the screen has its data. */
  check?: (page: Page) => Promise<void>;
}

const ids: Record<'employee' | 'visit' | 'category' | 'product' | 'subCategory' | 'customer', string> = {
  employee: '',
  visit: '',
  category: '',
  product: '',
  subCategory: '',
  customer: '',
};

const hasRows = async (page: Page) => {
  await tableRows(page).first().waitFor();
};

const ADMIN_SCREENS: Screen[] = [
  {
    name: 'admin-dashboard',
    path: () => '/admin/dashboard',
    heading: 'Dashboard',
    check: async (page) => {
      await page.getByRole('region', { name: 'Business' }).waitFor();
      await page.getByText("Today's Visits", { exact: true }).waitFor();
    },
  },
  {
    name: 'product-category',
    path: () => '/product-category',
    heading: 'Product Category',
    check: async (page) => {
      await hasRows(page);
      ids.category = await firstIdLinkedAs(page, '/update/productcat/');
    },
  },
  {
    name: 'product-subcategory',
    path: () => '/product-subcategory',
    heading: 'Product Sub Category',
    check: async (page) => {
      await hasRows(page);
      ids.subCategory = await firstIdLinkedAs(page, '/update/product-subcategory/');
    },
  },
  {
    name: 'product',
    path: () => '/product',
    heading: 'Products',
    check: async (page) => {
      await hasRows(page);
      await page.getByText('Total Inventory Value', { exact: true }).waitFor();
      ids.product = await firstIdLinkedAs(page, '/update/product/');
    },
  },
  {
    name: 'employee',
    path: () => '/employee',
    heading: 'Employee',
    check: async (page) => {
      await hasRows(page);
      ids.employee = await firstIdLinkedAs(page, '/update/employee/');
    },
  },
  { name: 'visit-history', path: () => `/visithistory/${ids.employee}`, heading: 'Visit History' },
  {
    name: 'customer',
    path: () => '/customer',
    heading: 'Create Order',
    check: async (page) => {
      await hasRows(page);
      ids.customer = await firstIdLinkedAs(page, '/update/customer/');
    },
  },
  { name: 'enquiry', path: () => '/enquiry', heading: 'Customer Enquiry', check: hasRows },
  {
    name: 'visit',
    path: () => '/visit',
    heading: 'Visit Management',
    check: async (page) => {
      await hasRows(page);
      ids.visit = await firstIdLinkedAs(page, '/update/visit/');
    },
  },
  { name: 'update-visit', path: () => `/update/visit/${ids.visit}`, heading: 'Update Visit' },
  { name: 'update-product-category', path: () => `/update/productcat/${ids.category}`, heading: 'Update Product Category' },
  { name: 'update-product', path: () => `/update/product/${ids.product}`, heading: 'Update Product' },
  {
    name: 'update-product-subcategory',
    path: () => `/update/product-subcategory/${ids.subCategory}`,
    heading: 'Update Product Sub Category',
  },
  { name: 'update-employee', path: () => `/update/employee/${ids.employee}`, heading: 'Update Employee' },
  { name: 'update-customer', path: () => `/update/customer/${ids.customer}`, heading: 'Update Customer' },
  { name: 'service-report', path: () => '/servicereport', heading: 'Service Report', check: hasRows },
  { name: 'product-report', path: () => '/productreport', heading: 'Product Report', check: hasRows },
  {
    name: 'helpdesk',
    path: () => '/helpdesk',
    heading: 'Help Desk',
    check: async (page) => {
      await page.getByText('24/7', { exact: false }).first().waitFor();
    },
  },
  { name: 'profile', path: () => '/update/profile', heading: 'My Profile' },
];

/** An edit form shows the record it edits: at least one field is filled in. */
async function formIsFilled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => Array.from(document.querySelectorAll<HTMLInputElement>('form input:not([type=hidden])')).some((input) => input.value !== ''),
    undefined,
    { timeout: 10_000 },
  );
}

describe('every screen, as the demo shop admin', () => {
  const { step } = browserSession();

  step('signs in', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN.phone, DEMO_ADMIN.password, '/admin/dashboard');
  });

  for (const screen of ADMIN_SCREENS) {
    step(`${screen.heading}: ${screen.name}.png`, async ({ page }) => {
      await openScreen(page, screen.path(), screen.heading);
      await screen.check?.(page);
      if (screen.name.startsWith('update-') || screen.name === 'profile') await formIsFilled(page);
      await photograph(page, screen.name);
    });
  }

  step('dark theme: dashboard, visits, products, customers', async ({ page }) => {
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => document.body.classList.contains('dark'));
    try {
      for (const [path, heading, name] of [
        ['/admin/dashboard', 'Dashboard', 'admin-dashboard-dark'],
        ['/visit', 'Visit Management', 'visit-dark'],
        ['/product', 'Products', 'product-dark'],
        ['/customer', 'Create Order', 'customer-dark'],
      ] as const) {
        await openScreen(page, path, heading);
        if (path !== '/admin/dashboard') await hasRows(page);
        await photograph(page, name);
      }
    } finally {
      await page.getByTestId('theme-toggle').click();
      await page.waitForFunction(() => !document.body.classList.contains('dark'));
    }
  });

  step('a 375 px phone: visits and dashboard, without sideways scrolling', async ({ page }) => {
    await onAPhone(page, async () => {
      for (const [path, heading, name] of [
        ['/visit', 'Visit Management', 'visit-mobile'],
        ['/admin/dashboard', 'Dashboard', 'admin-dashboard-mobile'],
      ] as const) {
        await openScreen(page, path, heading);
        await assertNoSidewaysScroll(page);
        await photograph(page, name);
      }
    });
  });

  step("a 375 px phone: every list's rows read as cards, without scrolling sideways, their actions in reach", async ({ page }) => {
    await onAPhone(page, async () => {
      for (const [path, heading] of [
        ['/product-category', 'Product Category'],
        ['/product-subcategory', 'Product Sub Category'],
        ['/product', 'Products'],
        ['/employee', 'Employee'],
        [`/visithistory/${ids.employee}`, 'Visit History'],
        ['/customer', 'Create Order'],
        ['/enquiry', 'Customer Enquiry'],
        ['/visit', 'Visit Management'],
        ['/servicereport', 'Service Report'],
        ['/productreport', 'Product Report'],
      ] as const) {
        await openScreen(page, path, heading);
        await assertRowsFitThePhone(page, path);
      }
    });
  });

  step('a 375 px phone: the visit list sorts, pages and opens a visit from its cards', async ({ page }) => {
    await onAPhone(page, async () => {
      await openScreen(page, '/visit', 'Visit Management');
      await insideTheScreen(page.locator('.ant-pagination').first(), 'the pager');
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await insideTheScreen(sort, 'the sort');
      await sort.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Visit Details, descending' }).click();
      await page.waitForURL((url) => url.searchParams.get('sortBy') === 'visitDate' && url.searchParams.get('sortOrder') === 'desc');
      await waitForData(page);

      const edit = tableRows(page).first().getByRole('link', { name: /^Edit visit: / });
      await insideTheScreen(edit, "the first visit's Edit");
      await edit.click();
      await page.waitForURL('**/update/visit/**');
      await page.getByRole('heading', { name: 'Update Visit', exact: true }).waitFor();
    });
  });

  step("a 375 px phone: the dashboard shows today's visits above the figures", async ({ page }) => {
    await onAPhone(page, async () => {
      await openScreen(page, '/admin/dashboard', 'Dashboard');
      const todays = await page.getByText("Today's Visits", { exact: true }).boundingBox();
      const figures = await page.getByRole('region', { name: 'Business' }).boundingBox();
      assert.ok(todays && figures && todays.y < figures.y, "today's visits come before the figures");
      await assertRowsFitThePhone(page, '/admin/dashboard');
    });
  });
});

describe('every screen, as the superadmin', () => {
  const { step } = browserSession();

  step('signs in', async ({ page }) => {
    await signInThroughApi(page, SUPERADMIN.phone, SUPERADMIN.password, '/superadmin/dashboard');
  });

  step('Admin Management: superadmin-dashboard.png', async ({ page }) => {
    await openScreen(page, '/superadmin/dashboard', 'Admin Management');
    await tableRows(page).filter({ hasText: DEMO_ADMIN.fullname }).waitFor();
    await photograph(page, 'superadmin-dashboard');
  });

  step('Help Desk Tickets: superadmin-helpdesk.png', async ({ page }) => {
    await openScreen(page, '/superadmin/helpdesk', 'Help Desk Tickets');
    await photograph(page, 'superadmin-helpdesk');
  });
});

describe('every screen, signed out', () => {
  const { step } = browserSession();

  step('Sign Up: signup.png', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('heading', { name: 'Sign Up', exact: true }).waitFor();
    await photograph(page, 'signup');
  });

  step('not found: not-found.png', async ({ page }) => {
    await page.goto('/no-such-screen');
    await page.getByText("Something's missing.", { exact: true }).waitFor();
    await photograph(page, 'not-found');
  });
});
