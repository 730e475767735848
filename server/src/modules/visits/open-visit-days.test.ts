import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStaffedShop } from '../../test/factories';
import { callsTo, createTestApp, TEST_NOW, type TestApp } from '../../test/test-app';
import { keepTalliesInTimeZone } from '../dashboard/tallies-time-zone';

/*
 * The visit list's parts (today's open visits, the overdue, those to come, the done) and the
 * Completed card count open visits from open_visit_days, kept by triggers. These tests move
 * visits every way a shop does — added, closed (which books the next one), reopened, moved to
 * another day, deleted, many in one statement — and hold the kept days to what the visits say.
 */

let t: TestApp;
const { rest, query } = callsTo(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const freshShop = () => openStaffedShop(t);

type Days = Record<string, number>;

/** The open visits by day (in India) as the triggers keep them. */
async function keptDays(businessId: string): Promise<Days> {
  const rows = await t.database.db
    .selectFrom('open_visit_days')
    .where('business_id', '=', businessId)
    .select(['day', 'open_count'])
    .orderBy('day')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.day, row.open_count]));
}

/** The open visits by day (in India) counted from the visits themselves. */
async function countedDays(businessId: string): Promise<Days> {
  const { rows } = await sql<{ day: string; n: number }>`
    select (visit_date at time zone 'Asia/Kolkata')::date as day, count(*)::int as n
    from visits where business_id = ${businessId} and not is_done group by 1 order by 1`.execute(t.database.db);
  return Object.fromEntries(rows.map((row) => [row.day, row.n]));
}

describe('open visits by day', () => {
  it('follow visits added, closed, reopened, moved and deleted, and the list counts from them', async () => {
    const shop = await freshShop();
    const form = (visitDate: string, extra: object = {}) => ({
      customerID: shop.customer.id,
      employeeID: shop.employee.id,
      serviceDiscription: 'Filter change',
      serviceCharges: 499,
      visitDate,
      ...extra,
    });
    const add = async (visitDate: string) => {
      const created = await rest('POST', '/admin/visit', shop.cookie, form(visitDate, { autoVisitTime: 0 }));
      expect(created.statusCode).toBe(201);
      return created.json().data as { id: string; visitDate: string };
    };
    // The clock stands at noon on 21 November 2026 in India.
    const overdue = await add('2026-11-18T10:00:00+05:30');
    const today = await add('2026-11-21T23:30:00+05:30');
    const soon = await add('2026-11-22T00:30:00+05:30');
    const alsoSoon = await add('2026-11-22T18:00:00+05:30');
    expect(await keptDays(shop.businessId)).toEqual({ '2026-11-18': 1, '2026-11-21': 1, '2026-11-22': 2 });

    // Closed with a follow-up in three months: its day loses it, the follow-up's day gains one.
    const closed = await rest('PUT', `/admin/visit/${overdue.id}`, shop.cookie, form(overdue.visitDate, { isDone: true, autoVisitTime: 3 }));
    expect(closed.statusCode).toBe(200);
    expect(await keptDays(shop.businessId)).toEqual({ '2026-11-21': 1, '2026-11-22': 2, '2027-02-18': 1 });

    // Reopened, then moved two days on; one of the 22nd's visits deleted.
    expect((await rest('PUT', `/admin/visit/${overdue.id}`, shop.cookie, form(overdue.visitDate, { isDone: false }))).statusCode).toBe(200);
    expect((await rest('PUT', `/admin/visit/${overdue.id}`, shop.cookie, form('2026-11-20T09:00:00+05:30'))).statusCode).toBe(200);
    expect((await rest('DELETE', `/admin/visit/${alsoSoon.id}`, shop.cookie)).statusCode).toBe(200);
    expect(await keptDays(shop.businessId)).toEqual({ '2026-11-20': 1, '2026-11-21': 1, '2026-11-22': 1, '2027-02-18': 1 });

    // Many in one statement, as an import or the seed writes them, open and done.
    await t.database.db
      .insertInto('visits')
      .values(
        ['2026-11-20T11:00:00+05:30', '2026-11-20T12:00:00+05:30', '2026-11-25T12:00:00+05:30', '2026-11-19T12:00:00+05:30'].map((visitDate, n) => ({
          business_id: shop.businessId,
          customer_id: shop.customer.id,
          employee_id: shop.employee.id,
          visit_date: visitDate,
          is_done: n === 3,
          service_charges: 499,
          service_description: 'Quarterly service',
        })),
      )
      .execute();
    expect(await keptDays(shop.businessId)).toEqual(await countedDays(shop.businessId));
    expect(await keptDays(shop.businessId)).toEqual({ '2026-11-20': 3, '2026-11-21': 1, '2026-11-22': 1, '2026-11-25': 1, '2027-02-18': 1 });

    // The list in work order: today's one, the three overdue (latest first), the three to come, then the done.
    const list = await rest('GET', '/admin/visit?page=1&pageSize=3', shop.cookie);
    expect(list.headers['x-total-count']).toBe('8');
    expect(list.json().data.map((visit: { visitDate: string }) => visit.visitDate)).toEqual([
      today.visitDate,
      '2026-11-20T06:30:00.000Z',
      '2026-11-20T05:30:00.000Z',
    ]);
    expect((await rest('GET', '/admin/visit?filter=completed', shop.cookie)).headers['x-total-count']).toBe('1');
    expect((await query('admin.visits.summary', shop.cookie)).json().result.data).toMatchObject({ total: 8, completed: 1 });
    const next = await rest('GET', '/admin/visit?page=2&pageSize=3', shop.cookie);
    expect(next.json().data.map((visit: { id: string }) => visit.id).slice(0, 2)).toEqual([overdue.id, soon.id]);
    expect(next.json().data[2].visitDate).toBe('2026-11-25T06:30:00.000Z');
  });

  it('are made again in another time zone when the server starts in one', async () => {
    const shop = await freshShop();
    const created = await rest('POST', '/admin/visit', shop.cookie, {
      customerID: shop.customer.id,
      employeeID: shop.employee.id,
      serviceDiscription: 'Filter change',
      serviceCharges: 499,
      // 00:30 on 23 November in India, still the 22nd in UTC.
      visitDate: '2026-11-23T00:30:00+05:30',
      autoVisitTime: 0,
    });
    expect(created.statusCode).toBe(201);
    const startIn = (businessTimeZone: string) => keepTalliesInTimeZone({ ...t.app.deps, config: { ...t.config, businessTimeZone } });
    try {
      expect(await startIn('UTC')).toBe(true);
      expect(await keptDays(shop.businessId)).toEqual({ '2026-11-22': 1 });
    } finally {
      await startIn('Asia/Kolkata');
    }
    expect(await keptDays(shop.businessId)).toEqual({ '2026-11-23': 1 });
  });
});
