/*
 * The technician's day on his phone (375 × 812): the owner books him a visit for today through
 * the REST API; Ramesh Patil (the demo shop's technician) signs in, finds it on My day and opens
 * it; the network goes; a reload still shows My day (the service worker and the answers saved on
 * the phone); he marks the visit done with notes, charges and cash, and the phone says it is
 * waiting to be sent; the network comes back and the change goes, once. The owner then finds the
 * visit done exactly once: its notes, one payment, one follow-up visit. Last, the REST door's
 * Idempotency-Key: the same completion sent twice is done once, the second answer replayed.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe } from 'node:test';
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_TECHNICIAN, MOBILE, browserSession, documentScreenshot, harness } from '../harness';
import { pathname, settle, signIn, untilToastsGone } from './flows';
import { assertNoSidewaysScroll, todayInBusiness } from './screen-kit';

/** Demo customers the other walks leave alone: one visit each. */
const VIKRAM = { name: 'Vikram Pawar', phone: '9850056789', hour: 11, charges: 450 } as const;
const KAVITA = { name: 'Kavita Bhosale', phone: '9850089012', hour: 16, charges: 300 } as const;
const NOTES = 'Replaced the sediment filter and cleaned the tank';

interface Envelope<T> {
  message: string;
  data: T;
}
interface VisitRecord {
  id: string;
  status: string;
  isDone: boolean;
  serviceDiscription: string | null;
  followUpOfVisitId: string | null;
}
interface Balance {
  payments: { amount: number; mode: string }[];
}

/** An instant at an hour of today in India, as the visit form sends it. */
const todayAt = (hour: number) => new Date(`${todayInBusiness()}T${String(hour).padStart(2, '0')}:00:00+05:30`).toISOString();

async function answer<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string, status = 200): Promise<Envelope<T>> {
  assert.equal(response.status(), status, `${what}: ${await response.text()}`);
  return (await response.json()) as Envelope<T>;
}

/** The owner, at the shop: the admin's REST API in a browser context of its own. */
class Owner {
  private context: BrowserContext | undefined;

  async signIn(): Promise<void> {
    this.context = await harness.browser!.newContext({ baseURL: harness.baseUrl });
    await answer(await this.api.post('/api/v1/users/login', { data: { phoneNumber: DEMO_ADMIN.phone, password: DEMO_ADMIN.password } }), 'sign in');
  }

  get api(): APIRequestContext {
    if (!this.context) throw new Error('The owner has not signed in');
    return this.context.request;
  }

  async get<T>(path: string): Promise<T> {
    return (await answer<T>(await this.api.get(`/api/v1${path}`), `GET ${path}`)).data;
  }

  /** Books a visit for today with Ramesh, for the demo customer with `phone`. */
  async bookToday(visit: { phone: string; hour: number; charges: number }): Promise<string> {
    const [technician] = await this.get<{ id: string }[]>(`/admin/employee?search=${encodeURIComponent(DEMO_TECHNICIAN.fullname)}`);
    const [customer] = await this.get<{ id: string }[]>(`/admin/customer?search=${visit.phone}`);
    assert.ok(technician && customer, 'the demo technician and customer');
    const response = await this.api.post('/api/v1/admin/visit', {
      data: {
        customerID: customer.id,
        employeeID: technician.id,
        serviceDiscription: 'Filter change',
        serviceCharges: visit.charges,
        visitDate: todayAt(visit.hour),
        autoVisitTime: 3,
      },
    });
    return (await answer<VisitRecord>(response, 'book a visit', 201)).data.id;
  }

  async close(): Promise<void> {
    await this.context?.close();
  }
}

/** My day's card of a visit: the link that opens it. */
const card = (page: Page, visitId: string) => page.locator(`a.tech-card[href="/employee/visit/${visitId}"]`);
const waitingBanner = (page: Page) => page.getByTestId('outbox-waiting');

describe("the technician's phone: My day, a visit, Done with no network", () => {
  const { step } = browserSession(MOBILE);
  const owner = new Owner();
  const visitIds = { vikram: '', kavita: '' };
  before(() => owner.signIn());
  after(() => owner.close());

  step('the owner books Ramesh a visit for today through REST; Ramesh signs in and lands on My day', async ({ page }) => {
    visitIds.vikram = await owner.bookToday(VIKRAM);
    await signIn(page, DEMO_TECHNICIAN.phone, DEMO_TECHNICIAN.password, '/employee/dashboard');
    await page.getByRole('heading', { level: 1, name: 'My day' }).waitFor();
    const vikram = card(page, visitIds.vikram);
    await vikram.waitFor();
    assert.match((await vikram.textContent()) ?? '', /^11:00 AMScheduledVikram Pawar.*Charges due ₹450\.00$/);
    assert.equal(await page.getByTestId('sidebar').count(), 0, 'no admin sidebar');
    await page.getByRole('banner').getByText(DEMO_TECHNICIAN.fullname).waitFor();
    await assertNoSidewaysScroll(page);
    await untilToastsGone(page);
    await settle(page);
    await documentScreenshot(page, 'technician-my-day');
  });

  step('opens the visit: the customer’s phone to call, the address in Maps, the product', async ({ page }) => {
    await card(page, visitIds.vikram).click();
    await page.waitForURL(`**/employee/visit/${visitIds.vikram}`);
    await page.getByRole('heading', { level: 1, name: VIKRAM.name }).waitFor();
    assert.equal(await page.getByRole('link', { name: /^Call / }).getAttribute('href'), `tel:${VIKRAM.phone}`);
    const maps = new URL((await page.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')) ?? '');
    assert.equal(maps.origin, 'https://www.google.com');
    await page.getByText('Serial number').waitFor();
    await assertNoSidewaysScroll(page);
    await settle(page);
    await documentScreenshot(page, 'technician-visit');
  });

  step('with no network, a reload still shows My day: the service worker serves the app, the phone its saved answers', async (session) => {
    const { page } = session;
    // The worker is installed by the technician's app, and takes the page over once it has cached the app.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null && navigator.serviceWorker.controller !== null);
    await page.getByRole('navigation', { name: 'Your visits' }).getByRole('link', { name: 'My day' }).click();
    await card(page, visitIds.vikram).waitFor();

    await session.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My day' }).waitFor();
    await page.getByText('You are offline. Showing what was saved on this phone.').waitFor();
    await card(page, visitIds.vikram).getByText('Scheduled', { exact: true }).waitFor();
  });

  step('marks it done offline: notes, charges and cash; the phone says it is waiting to be sent', async ({ page }) => {
    await card(page, visitIds.vikram).click();
    await page.getByRole('link', { name: 'Mark done' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mark done' }).waitFor();
    await page.getByLabel(/^Work notes/).fill(NOTES);
    assert.equal(await page.getByLabel('Service charges (₹)').inputValue(), String(VIKRAM.charges));
    await page.getByLabel(/^Amount \(₹\)/).fill(String(VIKRAM.charges));
    await page.getByRole('radiogroup', { name: 'Paid by' }).getByText('Cash', { exact: true }).click();
    await page.getByRole('button', { name: 'Save: visit done' }).click();

    await page.getByRole('heading', { level: 1, name: 'My day' }).waitFor();
    assert.equal(pathname(page), '/employee/dashboard');
    await waitingBanner(page).getByText('1 change waiting to be sent: it is sent when the phone is back online.').waitFor();
    await card(page, visitIds.vikram).getByText('Done — waiting to send', { exact: true }).waitFor();
  });

  step('back online, the change is sent and the queue empties', async (session) => {
    const { page } = session;
    const sent = page.waitForResponse((response) => response.url().endsWith(`/api/v1/employee/visit/${visitIds.vikram}/complete`));
    await session.setOffline(false);
    assert.equal((await sent).status(), 200);
    await waitingBanner(page).waitFor({ state: 'detached' });
    await card(page, visitIds.vikram).getByText('Done', { exact: true }).waitFor();
  });

  step('the owner finds the visit done exactly once: its notes, one cash payment, one follow-up visit', async () => {
    const visit = await owner.get<VisitRecord>(`/admin/visit/${visitIds.vikram}`);
    assert.equal(visit.status, 'done');
    assert.equal(visit.isDone, true);
    assert.equal(visit.serviceDiscription, NOTES);
    const balance = await owner.get<Balance>(`/admin/visit/${visitIds.vikram}/balance`);
    assert.deepEqual(
      balance.payments.map((payment) => [Number(payment.amount), payment.mode]),
      [[VIKRAM.charges, 'CASH']],
    );
    const [customer] = await owner.get<{ id: string }[]>(`/admin/customer?search=${VIKRAM.phone}`);
    const visits = await owner.get<VisitRecord[]>(`/admin/visit?customerId=${customer!.id}&page=1&pageSize=100`);
    assert.equal(visits.filter((candidate) => candidate.followUpOfVisitId === visitIds.vikram).length, 1, 'one follow-up visit');
  });

  step('the same completion sent twice with one Idempotency-Key is done once: the second answer is the first, replayed', async ({ page }) => {
    visitIds.kavita = await owner.bookToday(KAVITA);
    const key = randomUUID();
    const complete = () =>
      page.request.post(`/api/v1/employee/visit/${visitIds.kavita}/complete`, {
        headers: { 'Idempotency-Key': key },
        data: { notes: 'Checked the TDS', serviceCharges: KAVITA.charges, payment: { amount: KAVITA.charges, mode: 'UPI' } },
      });
    const first = await complete();
    const second = await complete();
    const firstAnswer = await answer<{ alreadyDone: boolean }>(first, 'the first completion');
    assert.equal(firstAnswer.data.alreadyDone, false);
    assert.equal(first.headers()['idempotent-replayed'], undefined);
    assert.equal(second.headers()['idempotent-replayed'], 'true');
    assert.deepEqual(await answer(second, 'the retry'), firstAnswer);
    const balance = await owner.get<Balance>(`/admin/visit/${visitIds.kavita}/balance`);
    assert.equal(balance.payments.length, 1, 'one payment recorded');
  });
});
