import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@sevak/db';
import { loadConfig } from '../../../config';
import { insertCustomer, insertEmployee, insertProduct, insertVisit } from '../../../test/factories';
import { createBusiness, createTestApp, uniquePhone, type TestApp } from '../../../test/test-app';
import { openSecondConnection } from '../../../test/test-database';
import { sendMorningDigests, startMorningDigest, type DigestLog } from './digest-runner';
import { smtpMailer, type Mailer } from './mailer';

/*
 * The morning digest as an owner's mail server receives it: a real SMTP server started here
 * takes the mail and mailparser reads it. Two server processes share one database (on
 * PostgreSQL each has a pool of its own; embedded PGlite is shared inside this process). The
 * clock is moved and each tick awaited, never waited for.
 */

interface Received {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** An SMTP server on this machine that keeps what it is sent, and can be stopped and refuse. */
class Mailbox {
  readonly received: Received[] = [];
  /** While set, a message is answered with this temporary failure instead of being kept. */
  refusal: string | undefined;
  port = 0;
  private server: SMTPServer | undefined;

  async open(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, done) => {
        simpleParser(stream).then((mail) => {
          if (this.refusal) {
            const error: SMTPServerError = new Error(this.refusal);
            error.responseCode = 451;
            return done(error);
          }
          this.received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          return done();
        }, done);
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(resolve));
  }

  to(address: string): Received[] {
    return this.received.filter((mail) => mail.to.includes(address));
  }
}

const quietLog: DigestLog = { info: () => {}, warn: () => {} };

let mailbox: Mailbox;
let first: TestApp, second: TestApp, secondConnection: DbHandle;
let firstMailer: Mailer, secondMailer: Mailer;
beforeAll(async () => {
  mailbox = new Mailbox();
  await mailbox.open();
  first = await createTestApp();
  secondConnection = await openSecondConnection(first.database);
  second = await createTestApp({}, secondConnection);
  firstMailer = smtpMailer(mailbox.url, first.config.digestFrom);
  secondMailer = smtpMailer(mailbox.url, second.config.digestFrom);
});
afterAll(async () => {
  firstMailer.close();
  secondMailer.close();
  await second.close();
  await secondConnection.close();
  await first.close();
  await mailbox.close();
});

/** India time on a day: '2026-11-23', '08:05' → that instant. */
const inIndia = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

function setClocks(instant: Date) {
  first.clock.set(instant);
  second.clock.set(instant);
}

const tickOnFirst = () => sendMorningDigests(first.app.deps, firstMailer, quietLog);
const tickOnBoth = () => Promise.all([tickOnFirst(), sendMorningDigests(second.app.deps, secondMailer, quietLog)]);

/** A business whose owner reads mail at `email` (none when null). */
async function shopWithOwner(email: string | null, name: string, period?: { startDate: string; expiryDate: string }) {
  const shop = await createBusiness(first.database, period, name);
  await first.database.db
    .updateTable('users')
    .set({ email })
    .where('business_id', '=', shop.businessId)
    .where('role', '=', 'ADMIN')
    .execute();
  return shop;
}

const ownerEmail = () => `owner-${uniquePhone()}@example.in`;

describe('the morning digest', () => {
  it('sends each open business with an owner e-mail one digest when two server processes tick together, and again the next morning', async () => {
    const busyEmail = ownerEmail();
    const quietEmail = ownerEmail();
    const expiredEmail = ownerEmail();
    const notYetEmail = ownerEmail();
    const busy = await shopWithOwner(busyEmail, 'Shree Ganesh Water Solutions');
    await shopWithOwner(quietEmail, 'Aqua Care Pune');
    const withoutEmail = await shopWithOwner(null, 'Jal Seva');
    await shopWithOwner(expiredEmail, 'Old Waters', { startDate: '2025-01-01', expiryDate: '2026-11-22' });
    await shopWithOwner(notYetEmail, 'New Waters', { startDate: '2026-12-01', expiryDate: '2027-12-31' });

    const product = await insertProduct(first.database, busy.businessId, { name: 'Kent Grand Plus RO' });
    const technician = await insertEmployee(first.database, busy.businessId, 'Ramesh Patil');
    const customer = await insertCustomer(first.database, busy.businessId, product.id, { fullname: 'Joshi & Sons <Kothrud>', phone: '9822012345' });
    const visit = (visitDate: Date, employeeId: string | null, isDone = false) =>
      first.database.db
        .insertInto('visits')
        .values({
          business_id: busy.businessId,
          customer_id: customer.id,
          customer_product_id: customer.customerProductId,
          employee_id: employeeId,
          visit_date: visitDate,
          service_charges: 499,
          is_done: isDone,
          payment_status: 'PENDING',
          service_description: 'Filter change',
        })
        .execute();
    await insertVisit(first.database, busy.businessId, {
      customerId: customer.id,
      employeeId: technician.id,
      customerProductId: customer.customerProductId,
      visitDate: inIndia('2026-11-20', '10:30'),
    });
    await visit(inIndia('2026-11-22', '14:00'), null);
    await visit(inIndia('2026-11-21', '09:00'), technician.id, true);
    await visit(inIndia('2026-11-23', '11:30'), technician.id);
    // A digest before eight is not sent.
    setClocks(inIndia('2026-11-23', '07:59'));
    await tickOnBoth();
    expect(mailbox.to(busyEmail)).toHaveLength(0);

    setClocks(inIndia('2026-11-23', '08:05'));
    const [onFirst, onSecond] = await tickOnBoth();

    const [digest, ...twice] = mailbox.to(busyEmail);
    expect(twice).toHaveLength(0);
    expect(digest!.subject).toBe("Today's due list for Shree Ganesh Water Solutions — 2 overdue, 1 today");
    expect(digest!.text).toContain('Overdue: 2');
    expect(digest!.text).toContain('Today: 1');
    expect(digest!.text).toContain('20 Nov 2026, 10:30 AM · Joshi & Sons <Kothrud> · 9822012345 · Kent Grand Plus RO · Ramesh Patil · Service visit');
    expect(digest!.text).toContain('22 Nov 2026, 2:00 PM · Joshi & Sons <Kothrud> · 9822012345 · Kent Grand Plus RO · Unassigned · Service visit');
    expect(digest!.text).toContain('- 11:30 AM · Joshi & Sons <Kothrud> · 9822012345 · Kent Grand Plus RO · Ramesh Patil · Service visit');
    expect(digest!.text).not.toContain('21 Nov 2026');
    // The customer's name is text in the HTML part, never markup.
    expect(digest!.html).toContain('Joshi &#38; Sons &#60;Kothrud&#62;');
    expect(digest!.html).not.toContain('<Kothrud>');

    expect(mailbox.to(quietEmail).map((mail) => mail.subject)).toEqual(["Today's due list for Aqua Care Pune — 0 overdue, 0 today"]);
    expect(mailbox.to(expiredEmail)).toHaveLength(0);
    expect(mailbox.to(notYetEmail)).toHaveLength(0);
    const sentBy = [...onFirst.sent, ...onSecond.sent];
    expect(sentBy.filter((id) => id === busy.businessId)).toHaveLength(1);
    expect(sentBy).not.toContain(withoutEmail.businessId);

    // Later the same morning, on either process: nothing more.
    setClocks(inIndia('2026-11-23', '09:30'));
    await tickOnBoth();
    expect(mailbox.to(busyEmail)).toHaveLength(1);
    expect(mailbox.to(quietEmail)).toHaveLength(1);

    setClocks(inIndia('2026-11-24', '08:05'));
    await tickOnBoth();
    await tickOnBoth();
    expect(mailbox.to(busyEmail).map((mail) => mail.subject)).toEqual([
      "Today's due list for Shree Ganesh Water Solutions — 2 overdue, 1 today",
      "Today's due list for Shree Ganesh Water Solutions — 3 overdue, 0 today",
    ]);
    expect(mailbox.to(quietEmail)).toHaveLength(2);
    expect(mailbox.to(expiredEmail)).toHaveLength(0);
  });

  it('lists the first ten overdue rows and says how many more the due list has', async () => {
    const email = ownerEmail();
    const shop = await shopWithOwner(email, 'Kaveri RO Services');
    const product = await insertProduct(first.database, shop.businessId, { name: 'Aquaguard Aura' });
    const technician = await insertEmployee(first.database, shop.businessId, 'Suresh Jadhav');
    const customer = await insertCustomer(first.database, shop.businessId, product.id, { fullname: 'Meera Kulkarni' });
    for (let day = 1; day <= 12; day++) {
      await insertVisit(first.database, shop.businessId, {
        customerId: customer.id,
        employeeId: technician.id,
        customerProductId: customer.customerProductId,
        visitDate: inIndia(`2026-11-${String(day).padStart(2, '0')}`, '10:00'),
      });
    }
    setClocks(inIndia('2026-11-29', '08:00'));
    await tickOnFirst();

    const [digest] = mailbox.to(email);
    expect(digest!.subject).toBe("Today's due list for Kaveri RO Services — 12 overdue, 0 today");
    const overdueSection = digest!.text.split('Overdue (12)\n')[1]!.split('\n\n')[0]!.split('\n');
    expect(overdueSection.filter((line) => line.startsWith('- ') && line.includes('Meera Kulkarni · '))).toHaveLength(10);
    expect(overdueSection.at(-1)).toBe('  and 2 more on the due list');
    expect(digest!.text).not.toContain('Today (');
  });

  it("writes to an owner who chose Hindi in Hindi, the names and numbers as they are", async () => {
    const email = ownerEmail();
    const shop = await shopWithOwner(email, 'Narmada Jal Seva');
    await first.database.db.updateTable('users').set({ language: 'hi' }).where('business_id', '=', shop.businessId).where('role', '=', 'ADMIN').execute();
    const product = await insertProduct(first.database, shop.businessId, { name: 'Aquaguard Aura' });
    const technician = await insertEmployee(first.database, shop.businessId, 'Suresh Jadhav');
    const customer = await insertCustomer(first.database, shop.businessId, product.id, { fullname: 'Meera Kulkarni' });
    await insertVisit(first.database, shop.businessId, {
      customerId: customer.id,
      employeeId: technician.id,
      customerProductId: customer.customerProductId,
      visitDate: inIndia('2026-11-28', '10:00'),
    });
    setClocks(inIndia('2026-11-30', '08:00'));
    await tickOnFirst();

    const [digest] = mailbox.to(email);
    expect(digest!.subject).toBe('Narmada Jal Seva के आज के बकाया काम — 1 देरी से, 0 आज');
    expect(digest!.text).toContain('सुप्रभात, Narmada Jal Seva।');
    expect(digest!.text).toContain('समय निकल गया (1)');
    expect(digest!.text).toContain('28 Nov 2026, 10:00 AM · Meera Kulkarni · ');
    expect(digest!.text).toContain(' · Aquaguard Aura · Suresh Jadhav · सर्विस विज़िट');
    expect(digest!.html).toContain('<html lang="hi">');
    expect(digest!.html).toContain('टेक्नीशियन');
  });

  it('sends a morning it missed when the server starts before noon, and not from noon on', async () => {
    const email = ownerEmail();
    await shopWithOwner(email, 'Neer Purifiers');
    const startServerAt = async (instant: Date) => {
      first.clock.set(instant);
      // The timer ticks once as it starts; stopping it waits for that tick.
      await startMorningDigest(first.app.deps, smtpMailer(mailbox.url, first.config.digestFrom), quietLog).stop();
    };

    await startServerAt(inIndia('2026-11-25', '12:30'));
    expect(mailbox.to(email)).toHaveLength(0);

    await startServerAt(inIndia('2026-11-26', '10:00'));
    expect(mailbox.to(email).map((mail) => mail.subject)).toEqual(["Today's due list for Neer Purifiers — 0 overdue, 0 today"]);
    await startServerAt(inIndia('2026-11-26', '10:01'));
    expect(mailbox.to(email)).toHaveLength(1);
  });

  it('sends nothing while the SMTP server is down, and the digest once when it is back', async () => {
    const email = ownerEmail();
    const shop = await shopWithOwner(email, 'Ganga Aqua');
    setClocks(inIndia('2026-11-27', '08:00'));
    await mailbox.close();
    try {
      const whileDown = await tickOnFirst();
      expect(whileDown.failed).toContain(shop.businessId);
      expect(whileDown.sent).toHaveLength(0);
    } finally {
      await mailbox.open();
    }
    expect(mailbox.to(email)).toHaveLength(0);

    first.clock.set(inIndia('2026-11-27', '08:01'));
    await tickOnFirst();
    await tickOnFirst();
    expect(mailbox.to(email)).toHaveLength(1);
  });

  it('keeps no record of a digest the SMTP server refused, so the next minute sends it', async () => {
    const email = ownerEmail();
    const shop = await shopWithOwner(email, 'Sagar Water Tech');
    setClocks(inIndia('2026-11-28', '08:00'));
    mailbox.refusal = 'Mailbox busy, try again later';
    try {
      expect((await tickOnFirst()).failed).toContain(shop.businessId);
    } finally {
      mailbox.refusal = undefined;
    }
    expect(mailbox.to(email)).toHaveLength(0);

    setClocks(inIndia('2026-11-28', '08:01'));
    await tickOnBoth();
    await tickOnBoth();
    expect(mailbox.to(email)).toHaveLength(1);
  });
});

describe('SMTP_URL', () => {
  it('takes an smtp:// or smtps:// URL and refuses anything else with a sentence that does not repeat it', () => {
    expect(loadConfig({}).smtpUrl).toBeUndefined();
    expect(loadConfig({ SMTP_URL: 'smtps://mailer:s3cret@smtp.example.in:465' }).smtpUrl).toBe('smtps://mailer:s3cret@smtp.example.in:465');
    expect(loadConfig({}).digestFrom).toBe('Sevak <no-reply@localhost>');
    expect(() => loadConfig({ SMTP_URL: 'https://mailer:s3cret@smtp.example.in' })).toThrow(
      'SMTP_URL must be a URL such as smtps://user:password@smtp.example.in:465 (smtp:// or smtps://)',
    );
  });
});
