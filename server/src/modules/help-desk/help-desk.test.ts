import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callsTo, createBusiness, createMember, createTestApp, openTwoShops, signInAs, type TestApp, type TestBusiness } from '../../test/test-app';

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

  it('says what is wrong in Hindi to a caller who asks for Hindi', async () => {
    const inHindi = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/helpdesk', headers: { cookie: cookieB, 'accept-language': 'hi' }, payload });
    const short = await inHindi({ message: 'Help me' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: 'संदेश कम से कम 10 अक्षरों का होना चाहिए' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/helpdesk/00000000-0000-4000-8000-000000000000/reply',
      headers: { cookie: cookieB, 'accept-language': 'hi' },
      payload: { message: 'Any news?' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('हेल्प डेस्क का टिकट नहीं मिला।');
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

/** A fresh ticket of a business, written as the admin sends it. */
async function ticketOf(cookie: string, message: string): Promise<string> {
  const response = await rest('POST', '/admin/helpdesk', cookie, { message });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

const repliesIn = async (ticketId: string) =>
  (await t.database.db.selectFrom('help_desk_replies').where('ticket_id', '=', ticketId).select('message').execute()).map((row) => row.message);
const statusOf = async (ticketId: string) =>
  (await t.database.db.selectFrom('help_desk_tickets').where('id', '=', ticketId).select('status').executeTakeFirstOrThrow()).status;
const ownTicket = async (cookie: string, ticketId: string) =>
  ((await rest('GET', '/admin/helpdesk', cookie)).json().data as { id: string }[]).find((ticket) => ticket.id === ticketId);
const unreadOf = async (cookie: string) => (await rest('GET', '/admin/helpdesk/unread', cookie)).json().data.count;

describe('a conversation on a ticket', () => {
  it('shows the operator’s reply and the status to its business, and nothing of it to another', async () => {
    t.clock.advance(60_000);
    const ticketId = await ticketOf(cookieA, 'The invoice print shows the wrong GSTIN.');
    expect(await ownTicket(cookieA, ticketId)).toMatchObject({ status: 'OPEN', replies: [], unread: 0 });

    t.clock.advance(60_000);
    const answer = await rest('POST', `/superadmin/helpdesk/${ticketId}/reply`, operator, { message: '  Update the GSTIN under Billing, then print again.  ' });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'Reply sent successfully',
      data: { id: ticketId, status: 'WAITING_ON_BUSINESS', replies: [{ author: 'OPERATOR', authorName: 'Platform Admin', message: 'Update the GSTIN under Billing, then print again.' }] },
    });

    const seen = await ownTicket(cookieA, ticketId);
    expect(seen).toMatchObject({
      message: 'The invoice print shows the wrong GSTIN.',
      status: 'WAITING_ON_BUSINESS',
      unread: 1,
      replies: [
        {
          author: 'OPERATOR',
          authorName: 'Platform Admin',
          message: 'Update the GSTIN under Billing, then print again.',
          createdAt: '2026-11-21T06:34:00.000Z',
        },
      ],
    });
    const listOfB = await rest('GET', '/admin/helpdesk', cookieB);
    expect(listOfB.body).not.toContain(ticketId);
    expect(listOfB.body).not.toContain('Update the GSTIN');
  });

  it('refuses a reply to another business’s ticket with 404 and saves nothing', async () => {
    const ticketId = await ticketOf(cookieA, 'Please add a second admin login for us.');
    for (const response of [
      await rest('POST', `/admin/helpdesk/${ticketId}/reply`, cookieB, { message: 'Reading someone else’s ticket' }),
      await mutation('admin.helpDesk.reply', cookieB, { id: ticketId, message: 'Reading someone else’s ticket' }),
      await rest('POST', `/admin/helpdesk/${ticketId}/read`, cookieB),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('Help desk ticket not found.');
    }
    expect(await repliesIn(ticketId)).toEqual([]);
    expect(await statusOf(ticketId)).toBe('OPEN');
  });

  it('moves the status: operator’s reply waits on the business, the business’s reply reopens, the operator resolves and reopens', async () => {
    const ticketId = await ticketOf(cookieA, 'Our technician cannot sign in since morning.');
    const reply = (cookie: string, body: object) => rest('POST', `${cookie === operator ? '/superadmin' : '/admin'}/helpdesk/${ticketId}/reply`, cookie, body);

    expect((await reply(operator, { message: 'Which phone number does he use?' })).json().data.status).toBe('WAITING_ON_BUSINESS');
    const fromBusiness = await reply(cookieA, { message: '9845012345' });
    expect(fromBusiness.statusCode).toBe(201);
    expect(fromBusiness.json().data).toMatchObject({ status: 'OPEN', unread: 0 });
    expect((await reply(operator, { message: 'Reset it; he can sign in now.', status: 'RESOLVED' })).json().data.status).toBe('RESOLVED');
    expect((await reply(cookieA, { message: 'It happened again.' })).json().data.status).toBe('OPEN');

    const resolved = await mutation('superadmin.helpDeskTickets.setStatus', operator, { id: ticketId, status: 'RESOLVED' });
    expect(resolved.json().result.data.status).toBe('RESOLVED');
    const reopened = await rest('POST', `/superadmin/helpdesk/${ticketId}/status`, operator, { status: 'OPEN' });
    expect(reopened.statusCode).toBe(200);
    expect(await statusOf(ticketId)).toBe('OPEN');

    const thread = (await ownTicket(cookieA, ticketId)) as unknown as { replies: { author: string; message: string }[] };
    expect(thread.replies.map((entry) => `${entry.author}: ${entry.message}`)).toEqual([
      'OPERATOR: Which phone number does he use?',
      'BUSINESS: 9845012345',
      'OPERATOR: Reset it; he can sign in now.',
      'BUSINESS: It happened again.',
    ]);

    const byStatus = (await query('superadmin.helpDeskTickets.list', operator, { status: 'OPEN', search: 'technician cannot sign in' })).json().result.data;
    expect(byStatus).toMatchObject({ total: 1, items: [{ id: ticketId, status: 'OPEN', unread: 1 }] });
    const none = (await query('superadmin.helpDeskTickets.list', operator, { status: 'RESOLVED', search: 'technician cannot sign in' })).json().result.data;
    expect(none.total).toBe(0);
    // The operator opening the thread reads the business's reply.
    expect((await mutation('superadmin.helpDeskTickets.openThread', operator, { id: ticketId })).json().result.data.unread).toBe(0);
  });

  it('counts the operator’s replies unread until the business opens the thread', async () => {
    expect(await unreadOf(cookieB)).toBe(0);
    const ticketId = await ticketOf(cookieB, 'How do we renew for 12 months?');
    await rest('POST', `/superadmin/helpdesk/${ticketId}/reply`, operator, { message: 'Pay ₹10,000 by UPI and send us the reference.' });
    await mutation('superadmin.helpDeskTickets.reply', operator, { id: ticketId, message: 'Your plan is renewed once we see it.' });
    expect(await unreadOf(cookieB)).toBe(2);
    expect((await query('admin.helpDesk.unread', cookieB)).json().result.data).toEqual({ count: 2 });

    const opened = await rest('POST', `/admin/helpdesk/${ticketId}/read`, cookieB);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ count: 0 });
    expect(await unreadOf(cookieB)).toBe(0);
    expect(await ownTicket(cookieB, ticketId)).toMatchObject({ unread: 0, status: 'WAITING_ON_BUSINESS' });
  });

  it('says what is wrong with a reply or a status and saves nothing', async () => {
    const ticketId = await ticketOf(cookieA, 'Can we export our customers to Excel?');
    const cases: [string, string, object, string][] = [
      ['/admin', cookieA, {}, 'Reply is required'],
      ['/admin', cookieA, { message: '   ' }, 'Reply cannot be empty'],
      ['/admin', cookieA, { message: 'x'.repeat(1001) }, 'Reply must be less than 1000 characters'],
      ['/superadmin', operator, { message: '' }, 'Reply cannot be empty'],
      ['/superadmin', operator, { message: 'Yes.', status: 'CLOSED' }, 'Status must be OPEN, WAITING_ON_BUSINESS or RESOLVED'],
    ];
    for (const [side, cookie, body, message] of cases) {
      const response = await rest('POST', `${side}/helpdesk/${ticketId}/reply`, cookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    expect((await rest('POST', '/superadmin/helpdesk/not-a-ticket/reply', operator, { message: 'Yes.' })).statusCode).toBe(400);
    expect((await rest('POST', `/superadmin/helpdesk/${shopA.businessId}/reply`, operator, { message: 'Yes.' })).statusCode).toBe(404);
    expect(await repliesIn(ticketId)).toEqual([]);
    expect(await statusOf(ticketId)).toBe('OPEN');
  });

  it('keeps replies and the thread to the admin and the operator', async () => {
    const ticketId = await ticketOf(cookieA, 'Who can read this conversation?');
    const employee = await createMember(t.database, shopA.businessId, 'EMPLOYEE');
    const staff = await signInAs(t.app, employee.phone, employee.password);
    expect((await rest('POST', `/admin/helpdesk/${ticketId}/reply`, staff, { message: 'Not mine to answer' })).statusCode).toBe(403);
    expect((await rest('POST', `/superadmin/helpdesk/${ticketId}/reply`, cookieA, { message: 'Not mine to answer' })).statusCode).toBe(403);
    expect((await rest('POST', `/admin/helpdesk/${ticketId}/reply`, operator, { message: 'Not mine to answer' })).statusCode).toBe(403);
    expect((await rest('GET', '/admin/helpdesk/unread')).statusCode).toBe(401);
    expect(await repliesIn(ticketId)).toEqual([]);
  });
});

/** An SMTP server on this machine that keeps what it is sent. */
async function openMailbox() {
  const received: { to: string[]; subject: string; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, done) => {
      simpleParser(stream).then((mail) => {
        received.push({ to: session.envelope.rcptTo.map((recipient) => recipient.address), subject: mail.subject ?? '', text: mail.text ?? '' });
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(resolve)) };
}

describe('telling the owner of a reply by e-mail (SMTP_URL)', () => {
  it('mails the owner the reply; a mail server that is down only leaves a warning', async () => {
    const mailbox = await openMailbox();
    const warnings: string[] = [];
    const logger = { level: 'warn', stream: { write: (line: string) => warnings.push(line) } };
    const withMail = await createTestApp({ smtpUrl: mailbox.url }, t.database, logger);
    const closedPort = new URL(mailbox.url);
    closedPort.port = '1';
    const mailDown = await createTestApp({ smtpUrl: closedPort.href }, t.database, logger);
    try {
      await t.database.db.updateTable('users').set({ email: 'owner@aquafresh.example' }).where('business_id', '=', shopA.businessId).where('role', '=', 'ADMIN').execute();
      const ticketId = await ticketOf(cookieA, 'Please call me about the AMC renewals.');
      const answer = await withMail.app.inject({
        method: 'POST',
        url: `/api/v1/superadmin/helpdesk/${ticketId}/reply`,
        headers: { cookie: operator },
        payload: { message: 'We will call you at 4 PM today.' },
      });
      expect(answer.statusCode).toBe(201);
      await vi.waitFor(() => expect(mailbox.received).toHaveLength(1), { timeout: 10_000 });
      expect(mailbox.received[0]).toMatchObject({ to: ['owner@aquafresh.example'], subject: 'Sevak support replied to your query' });
      expect(mailbox.received[0]!.text).toContain('We will call you at 4 PM today.');
      expect(mailbox.received[0]!.text).toContain('Status: Awaiting your reply.');

      const unsent = await mailDown.app.inject({
        method: 'POST',
        url: `/api/v1/superadmin/helpdesk/${ticketId}/reply`,
        headers: { cookie: operator },
        payload: { message: 'Sorry, we missed the call; tomorrow at 11.' },
      });
      expect(unsent.statusCode).toBe(201);
      expect(await repliesIn(ticketId)).toEqual(['We will call you at 4 PM today.', 'Sorry, we missed the call; tomorrow at 11.']);
      await vi.waitFor(() => expect(warnings.join('')).toContain('could not e-mail the owner of a help-desk reply'), { timeout: 15_000 });
      expect(mailbox.received).toHaveLength(1);
    } finally {
      await withMail.close();
      await mailDown.close();
      await mailbox.close();
    }
  });
});
