import { messagesEn } from '@sevak/shared';
import { messagesHi } from '@sevak/shared/i18n/messages.hi';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inDataScope } from '../../tenancy/data-scope';
import { insertCustomer, insertProduct } from '../../test/factories';
import { callsTo, openTwoShops, signInAs, TEST_NOW, type TestApp, type TestBusiness } from '../../test/test-app';

/*
 * Support access ("view as"): the operator reads a business's screens for a stated reason, for 30
 * minutes at most, and can change nothing; the business sees it in its banner and its trail.
 * The access matrix (access.test.ts) walks every call as the operator viewing a business.
 */

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
const { rest, query, mutation } = callsTo(() => t.app);

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Care Pune' }, b: { name: 'Cool Air Bengaluru' } }));
  const product = await insertProduct(t.database, shopA.businessId, { name: 'Kent Grand Plus' });
  await insertCustomer(t.database, shopA.businessId, product.id, { fullname: 'Meena Kulkarni' });
  const productOfB = await insertProduct(t.database, shopB.businessId, { name: 'Voltas 1.5 ton' });
  await insertCustomer(t.database, shopB.businessId, productOfB.id, { fullname: 'Ramesh Iyer' });
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const operator = () => signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
const startViewing = (cookie: string, businessId: string, body: object = { reason: 'Ticket: invoice print cuts the GSTIN' }) =>
  rest('POST', `/superadmin/business/${businessId}/support-access`, cookie, body);
const supportRows = async () => (await t.database.db.selectFrom('support_access').selectAll().execute()).length;
const categoryCount = async (businessId: string) =>
  (await t.database.db.selectFrom('product_categories').where('business_id', '=', businessId).select('id').execute()).length;

interface TrailEntry {
  action: string;
  entity: string;
  entityLabel: string | null;
  user: { name: string; role: string } | null;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
}

describe('viewing a business read-only', () => {
  it('reads the business as its owner, refuses every change, and is in the business’s banner and trail until it ends', async () => {
    const cookie = await operator();
    const started = await startViewing(cookie, shopA.businessId);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().data).toMatchObject({ businessId: shopA.businessId, businessName: 'Aqua Care Pune', expiresAt: '2026-11-21T07:00:00.000Z' });

    // Reads: A's customers and its owner's profile, nothing of B's.
    const customers = await rest('GET', '/admin/customer', cookie);
    expect(customers.statusCode, customers.body).toBe(200);
    expect(customers.body).toContain('Meena Kulkarni');
    expect(customers.body).not.toContain('Ramesh Iyer');
    expect((await rest('GET', '/admin', cookie)).json().data).toMatchObject({ user: { fullname: 'Aqua Care Pune' } });

    // Changes: refused through both doors, before the input is read, and nothing saved.
    const before = await categoryCount(shopA.businessId);
    for (const refused of [
      await rest('POST', '/admin/productCategory', cookie, { name: 'Softeners' }),
      await mutation('admin.productCategories.create', cookie, { name: 'Softeners' }),
      await rest('POST', '/admin/productCategory', cookie, { name: '' }),
    ]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.body).toContain(messagesEn.supportAccess.errors.readOnly);
    }
    expect(await categoryCount(shopA.businessId)).toBe(before);

    // The business sees it: the banner's notice, and the start in its trail with who, why and until when.
    const notice = await rest('GET', '/admin/support-access', cookieA);
    expect(notice.json().data).toMatchObject({ reason: 'Ticket: invoice print cuts the GSTIN', expiresAt: '2026-11-21T07:00:00.000Z' });
    expect((await rest('GET', '/admin/support-access', cookieB)).json().data).toBeNull();
    expect((await query('superadmin.supportAccess.active', cookie)).json().result.data.businessId).toBe(shopA.businessId);

    t.clock.set('2026-11-21T06:40:00.000Z');
    const ended = await rest('DELETE', '/superadmin/support-access', cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    const afterEnd = await rest('GET', '/admin/customer', cookie);
    expect(afterEnd.statusCode).toBe(403);
    expect((await rest('GET', '/admin/support-access', cookieA)).json().data).toBeNull();

    const trail = (await rest('GET', '/admin/audit?entity=support_access', cookieA)).json().data as TrailEntry[];
    expect(trail.map((entry) => entry.action)).toEqual(['update', 'create']);
    const [end, start] = trail;
    expect(start).toMatchObject({ entityLabel: 'Ticket: invoice print cuts the GSTIN', user: { role: 'SUPERADMIN' } });
    expect(start!.changes).toEqual(
      expect.arrayContaining([
        { field: 'reason', before: null, after: 'Ticket: invoice print cuts the GSTIN' },
        { field: 'expires_at', before: null, after: expect.stringMatching(/^2026-11-21T07:00:00/) },
      ]),
    );
    expect(end!.changes).toEqual([{ field: 'ended_at', before: null, after: expect.stringMatching(/^2026-11-21T06:40:00/) }]);
    // B's trail has none of it.
    expect((await rest('GET', '/admin/audit?entity=support_access', cookieB)).json().data).toEqual([]);
  });

  it('ends by itself 30 minutes after it started, whatever the operator does', async () => {
    const cookie = await operator();
    expect((await startViewing(cookie, shopA.businessId)).statusCode).toBe(201);
    t.clock.set('2026-11-21T06:59:59.000Z');
    expect((await rest('GET', '/admin/customer', cookie)).statusCode).toBe(200);

    t.clock.set('2026-11-21T07:00:00.000Z');
    for (const refused of [await rest('GET', '/admin/customer', cookie), await query('admin.customers.list', cookie, {})]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.body).toContain(messagesEn.supportAccess.errors.ended);
    }
    expect((await rest('GET', '/superadmin/support-access', cookie)).json().data).toBeNull();
    expect((await rest('GET', '/admin/support-access', cookieA)).json().data).toBeNull();
    // The operator's own console is not affected.
    expect((await rest('GET', '/superAdmin/admin', cookie)).statusCode).toBe(200);
  });

  it('belongs to the session that started it: another session of the operator views nothing', async () => {
    const cookie = await operator();
    expect((await startViewing(cookie, shopA.businessId)).statusCode).toBe(201);
    const elsewhere = await operator();
    expect((await rest('GET', '/admin/customer', elsewhere)).statusCode).toBe(403);
    // Viewing another business ends the first view: one session, one business.
    expect((await startViewing(cookie, shopB.businessId)).statusCode).toBe(201);
    const customers = await rest('GET', '/admin/customer', cookie);
    expect(customers.body).toContain('Ramesh Iyer');
    expect(customers.body).not.toContain('Meena Kulkarni');
    expect((await rest('GET', '/admin/support-access', cookieB)).json().data).not.toBeNull();

    // Signing out ends the view: the business's banner goes, and its trail says it ended.
    expect((await rest('POST', '/users/logout', cookie)).statusCode).toBe(200);
    expect((await rest('GET', '/admin/support-access', cookieB)).json().data).toBeNull();
    const trailOfB = (await rest('GET', '/admin/audit?entity=support_access', cookieB)).json().data as TrailEntry[];
    expect(trailOfB.map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  it('refuses to start without a reason, for another business’s ticket or for no business, saving nothing', async () => {
    const cookie = await operator();
    const rowsBefore = await supportRows();
    const ticketOfB = await t.database.db
      .insertInto('help_desk_tickets')
      .values({ business_id: shopB.businessId, message: 'AC bill printing blank' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refusals = [
      [await startViewing(cookie, shopA.businessId, {}), 400, messagesEn.supportAccess.validation.reasonRequired],
      [await startViewing(cookie, shopA.businessId, { reason: '   ' }), 400, messagesEn.supportAccess.validation.reasonRequired],
      [await startViewing(cookie, shopA.businessId, { reason: 'x'.repeat(301) }), 400, 'Reason must be at most 300 characters'],
      [await mutation('superadmin.supportAccess.start', cookie, { id: shopA.businessId }), 400, messagesEn.supportAccess.validation.reasonRequired],
      [await startViewing(cookie, shopA.businessId, { reason: 'Ticket', ticketID: ticketOfB.id }), 400, messagesEn.supportAccess.errors.ticketNotOfBusiness],
      [await startViewing(cookie, '00000000-0000-4000-8000-000000000000', { reason: 'Ticket' }), 404, 'Business not found.'],
    ] as const;
    for (const [response, status, message] of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.body).toContain(message);
    }
    expect(await supportRows()).toBe(rowsBefore);
    expect((await rest('GET', '/admin/customer', cookie)).statusCode).toBe(403);
    // A business's own admin cannot start one.
    expect((await startViewing(cookieA, shopA.businessId)).statusCode).toBe(403);
  });

  it('says its refusals in Hindi to a caller who asks for Hindi: a missing reason, a long one, a change while viewing', async () => {
    const cookie = await operator();
    const inHindi = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie, 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' }, ...(payload ? { payload } : {}) });
    const rowsBefore = await supportRows();

    const noReason = await inHindi('POST', `/superadmin/business/${shopA.businessId}/support-access`, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ success: false, message: messagesHi.supportAccess.validation.reasonRequired });
    const tooLong = await inHindi('POST', `/superadmin/business/${shopA.businessId}/support-access`, { reason: 'x'.repeat(301) });
    expect(tooLong.json().message).toBe('कारण ज़्यादा से ज़्यादा 300 अक्षरों का हो सकता है');
    expect(await supportRows()).toBe(rowsBefore);

    expect((await startViewing(cookie, shopA.businessId)).statusCode).toBe(201);
    const change = await inHindi('POST', '/admin/productCategory', { name: 'Softeners' });
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(messagesHi.supportAccess.errors.readOnly);
    expect((await inHindi('DELETE', '/superadmin/support-access')).json().message).toBe(messagesHi.supportAccess.rest.ended);
  });

  it('runs a view’s reads in a read-only transaction: even a write that got past admission is refused by PostgreSQL', async () => {
    await expect(
      inDataScope(t.database.db, { businessId: shopA.businessId, readOnly: true }, (db) =>
        db.insertInto('product_categories').values({ business_id: shopA.businessId, name: 'Sneaked in' }).execute(),
      ),
    ).rejects.toThrow(/read-only transaction/);
  });
});
