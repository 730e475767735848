import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, createBusiness, createTestApp, signInAs, type TestApp, type TestBusiness } from '../test/test-app';
import { talliedTotal } from './list-query';

/*
 * A long list's "of n results" comes from row_tallies, kept by triggers. These tests write the
 * ways a shop's rows come and go — one at a time through the API, many in one statement (an
 * import), deleted through the API — and check the list says what count(*) says.
 */

let t: TestApp;
let shopA: TestBusiness;
let shopB: TestBusiness;
let cookieA: string;
const { rest } = callsTo(() => t.app);

beforeAll(async () => {
  t = await createTestApp();
  shopA = await createBusiness(t.database);
  shopB = await createBusiness(t.database, undefined, 'Cool Breeze AC Services');
  cookieA = await signInAs(t.app, shopA.adminPhone, shopA.adminPassword);
});
afterAll(() => t.close());

async function countedEnquiries(businessId: string): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from enquiries where business_id = ${businessId}`.execute(t.database.db);
  return rows[0]!.n;
}

const enquiry = (businessId: string, name: string) => ({ business_id: businessId, name, phone_number: '9822012345', address: 'Kothrud, Pune' });

describe('list totals', () => {
  it('start at 0 for a new business and follow single creates, bulk inserts and deletes', async () => {
    expect(await talliedTotal(t.database.db, shopA.businessId, 'enquiries')).toBe(0);

    const created = await rest('POST', '/admin/enquiry', cookieA, { name: 'Sunita Deshmukh', phoneNumber: '9822011111', address: 'Baner, Pune' });
    expect(created.statusCode).toBe(201);

    // Many rows of two businesses in one statement, as an import would write them.
    await t.database.db
      .insertInto('enquiries')
      .values([
        enquiry(shopA.businessId, 'Anil Joshi'),
        enquiry(shopA.businessId, 'Meena Kulkarni'),
        enquiry(shopA.businessId, 'Prakash Shinde'),
        enquiry(shopB.businessId, 'Farhan Shaikh'),
        enquiry(shopB.businessId, 'Lata Pawar'),
      ])
      .execute();

    const listA = await rest('GET', '/admin/enquiry?page=1&pageSize=2', cookieA);
    expect(listA.headers['x-total-count']).toBe('4');
    expect(JSON.parse(listA.body).data).toHaveLength(2);
    expect(await talliedTotal(t.database.db, shopB.businessId, 'enquiries')).toBe(2);

    const id = JSON.parse(created.body).data.id as string;
    expect((await rest('DELETE', `/admin/enquiry/${id}`, cookieA)).statusCode).toBe(200);
    expect((await rest('GET', '/admin/enquiry?page=1&pageSize=2', cookieA)).headers['x-total-count']).toBe('3');

    for (const shop of [shopA, shopB]) {
      expect(await talliedTotal(t.database.db, shop.businessId, 'enquiries')).toBe(await countedEnquiries(shop.businessId));
    }
  });

  it("give the operator every business's help desk queries, as tickets come and go", async () => {
    const operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
    const platformTickets = async () => {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from help_desk_tickets`.execute(t.database.db);
      return rows[0]!.n;
    };
    const listedTotal = async () => (await rest('GET', '/superadmin/helpdesk?page=1&pageSize=1', operator)).headers['x-total-count'];
    const before = await platformTickets();
    expect(await listedTotal()).toBe(String(before));

    expect((await rest('POST', '/admin/helpdesk', cookieA, { message: 'The invoice print is cut off on A5 paper.' })).statusCode).toBe(201);
    await t.database.db
      .insertInto('help_desk_tickets')
      .values(['Please renew our plan.', 'How do I add a technician?'].map((message) => ({ business_id: shopB.businessId, message })))
      .execute();
    expect(await listedTotal()).toBe(String(before + 3));

    await t.database.db.deleteFrom('help_desk_tickets').where('business_id', '=', shopB.businessId).execute();
    expect(await listedTotal()).toBe(String(before + 1));
    expect(await listedTotal()).toBe(String(await platformTickets()));
  });

  it('count the matches of a search, not the whole list', async () => {
    const searched = await rest('GET', '/admin/enquiry?page=1&pageSize=10&search=joshi', cookieA);
    expect(searched.headers['x-total-count']).toBe('1');
    expect(JSON.parse(searched.body).data.map((row: { name: string }) => row.name)).toEqual(['Anil Joshi']);
  });
});
