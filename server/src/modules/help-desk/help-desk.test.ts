import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callsTo, createBusiness, createMember, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';

let t: TestApp, shopA: TestBusiness, shopB: TestBusiness, cookieA: string, cookieB: string;
let operator: string;

beforeAll(async () => {
  ({ t, shopA, shopB, cookieA, cookieB } = await openTwoShops({ a: { name: 'Aqua Fresh Solutions' }, b: { name: 'Cool Air Services' } }));
  operator = await signInAs(t.app, t.config.superadminPhone, t.config.superadminPassword);
});
afterAll(() => t.close());

const { rest, query, mutation } = callsTo(() => t.app);

const messagesOf = async (businessId: string) =>
  (
    await t.database.db
      .selectFrom('help_desk_tickets')
      .where('business_id', '=', businessId)
      .select('message')
      .orderBy('created_at')
      .execute()
  ).map((row) => row.message);

describe('an admin sending a query', () => {
  it('submits through REST with the spec message, stored for their own business', async () => {
    const response = await rest('POST', '/admin/helpdesk', cookieA, { message: '  Please renew our plan for 12 months.  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Query Submitted successfully',
      data: { message: 'Please renew our plan for 12 months.', createdAt: '2026-11-21T06:30:00.000Z' },
    });
    expect(await messagesOf(shopA.businessId)).toContain('Please renew our plan for 12 months.');
    expect(await messagesOf(shopB.businessId)).not.toContain('Please renew our plan for 12 months.');
  });

  it('submits and lists through tRPC, and never sees another business in the list', async () => {
    t.clock.advance(60_000);
    const created = await mutation('admin.helpDesk.create', cookieB, { message: 'Invoice print is cut off on A5 paper.' });
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data).toMatchObject({ message: 'Invoice print is cut off on A5 paper.' });

    const listB = (await query('admin.helpDesk.list', cookieB, { page: 1, pageSize: 10 })).json().result.data;
    expect(listB).toEqual({ total: 1, items: [created.json().result.data] });
    const listA = (await query('admin.helpDesk.list', cookieA, { search: 'invoice' })).json().result.data;
    expect(listA).toEqual({ total: 0, items: [] });
  });

  it('says what is wrong with the message in the spec words and writes nothing', async () => {
    const before = await messagesOf(shopA.businessId);
    const cases: [object, string][] = [
      [{}, 'Message is required'],
      [{ message: 'Help me' }, 'Message must be at least 10 characters'],
      [{ message: '          ' }, 'Message must be at least 10 characters'],
      [{ message: 'x'.repeat(1001) }, 'Message must be less than 1000 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await rest('POST', '/admin/helpdesk', cookieA, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message, errors: [message] });
    }
    const viaTrpc = await mutation('admin.helpDesk.create', cookieA, { message: 'short' });
    expect(viaTrpc.statusCode).toBe(400);
    expect(viaTrpc.json().error.data.errors).toEqual(['Message must be at least 10 characters']);
    t.clock.advance(60_000);
    expect((await rest('POST', '/admin/helpdesk', cookieA, { message: 'y'.repeat(1000) })).statusCode).toBe(201);
    expect(await messagesOf(shopA.businessId)).toEqual([...before, 'y'.repeat(1000)]);
  });

  it('is refused with 403 once the business access period is over', async () => {
    const shop = await createBusiness(t.database);
    const cookie = await signInAs(t.app, shop.adminPhone, shop.adminPassword);
    await t.database.db.updateTable('businesses').set({ expiry_date: '2026-11-20' }).where('id', '=', shop.businessId).execute();
    const response = await rest('POST', '/admin/helpdesk', cookie, { message: 'Our access has ended, please help.' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your access expired on 20 Nov 2026. Contact support to renew.');
    expect(await messagesOf(shop.businessId)).toEqual([]);
  });
});

describe('the operator reading every query', () => {
  it('lists all businesses’ queries newest first with who sent them, through REST', async () => {
    const response = await rest('GET', '/superadmin/helpdesk', operator);
    expect(response.statusCode).toBe(200);
    const tickets = response.json().data;
    expect(response.headers['x-total-count']).toBe(String(tickets.length));
    expect(tickets[0]).toMatchObject({
      message: 'y'.repeat(1000),
      admin: { id: shopA.businessId, user: { fullname: 'Aqua Fresh Solutions', email: null, phoneNumber: shopA.adminPhone } },
    });
    const times = tickets.map((ticket: { createdAt: string }) => ticket.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(tickets.map((ticket: { admin: { id: string } }) => ticket.admin.id)).toContain(shopB.businessId);
  });

  it('pages and searches by message or business name through tRPC', async () => {
    const byName = (await query('superadmin.helpDeskTickets.list', operator, { page: 1, pageSize: 5, search: 'cool air' })).json().result.data;
    expect(byName).toMatchObject({ total: 1, items: [{ message: 'Invoice print is cut off on A5 paper.', admin: { id: shopB.businessId } }] });
    const byMessage = (await query('superadmin.helpDeskTickets.list', operator, { search: 'renew' })).json().result.data;
    expect(byMessage.items.map((ticket: { admin: { id: string } }) => ticket.admin.id)).toEqual([shopA.businessId]);
  });
});

describe('who may use the help desk', () => {
  it('keeps the ticket list for the operator and query sending for admins', async () => {
    const employee = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    const staff = await signInAs(t.app, employee.phone, employee.password);
    const before = await messagesOf(shopA.businessId);

    for (const cookie of [cookieA, staff]) {
      expect((await rest('GET', '/superadmin/helpdesk', cookie)).statusCode).toBe(403);
      expect((await query('superadmin.helpDeskTickets.list', cookie, {})).statusCode).toBe(403);
    }
    expect((await rest('GET', '/superadmin/helpdesk')).statusCode).toBe(401);

    for (const cookie of [operator, staff]) {
      expect((await rest('POST', '/admin/helpdesk', cookie, { message: 'Not allowed to send this.' })).statusCode).toBe(403);
      expect((await mutation('admin.helpDesk.create', cookie, { message: 'Not allowed to send this.' })).statusCode).toBe(403);
    }
    expect((await rest('POST', '/admin/helpdesk', undefined, { message: 'Not allowed to send this.' })).statusCode).toBe(401);
    expect(await messagesOf(shopA.businessId)).toEqual(before);
  });
});
