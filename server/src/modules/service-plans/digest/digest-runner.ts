import type { AppDeps } from '../../../deps';
import { calendarDateIn } from '../../../lib/business-time';
import { inDataScope } from '../../../tenancy/data-scope';
import { findOwnersAwaitingDigest, leaseDigestDay, type DigestRecipient } from './digest.repository';
import type { Mailer } from './mailer';
import { composeMorningDigest } from './morning-digest';

/*
 * The morning digest: from 08:00 business time each open business's owner with an e-mail gets
 * the day's due list, once. The once is PostgreSQL's, not a process's: the mail is sent inside
 * the transaction that inserts the business's row for the day in digest_runs, and committed only
 * when the SMTP server has accepted it. However many processes tick at the same minute, one
 * inserts the row and the others find it; a process that restarts finds it too. A failed send
 * rolls the row back, so a later tick tries again. A server that was down at 08:00 sends the
 * missed digest when it starts, until noon: after that the owner's day has begun without it.
 */

export const DIGEST_HOUR = 8;
export const DIGEST_LAST_HOUR = 12;
const TICK_MS = 60_000;

/** What the runner writes to the server log (a subset of pino's). */
export interface DigestLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface DigestTickResult {
  /** The businesses whose digest this tick sent. */
  sent: string[];
  /** Those whose digest it could not send: a later tick tries again. */
  failed: string[];
}

/** The wall-clock hour (0–23) at `instant` in `timeZone`. */
function hourIn(timeZone: string, instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/** PostgreSQL's code for a statement cancelled by statement_timeout. */
const STATEMENT_TIMEOUT = '57014';
const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** Another process held the day's row longer than a statement may wait: it is sending that digest. */
class SentElsewhere extends Error {}

/**
 * One tick: sends every digest that is due now and not yet sent. Safe to run at the same moment
 * in any number of processes.
 */
export async function sendMorningDigests(deps: AppDeps, mailer: Mailer, log: DigestLog): Promise<DigestTickResult> {
  const result: DigestTickResult = { sent: [], failed: [] };
  const now = deps.clock.now();
  const timeZone = deps.config.businessTimeZone;
  const hour = hourIn(timeZone, now);
  if (hour < DIGEST_HOUR || hour >= DIGEST_LAST_HOUR) return result;

  const today = calendarDateIn(timeZone, now);
  const recipients = await inDataScope(deps.db, 'platform', (db) => findOwnersAwaitingDigest(db, today));
  if (recipients.length === 0) return result;
  // Asked before any row is held: a server that does not answer would otherwise keep each
  // business's transaction (and the embedded database's one connection) open while it times out.
  if (!(await mailer.ready())) {
    log.warn({ businesses: recipients.length }, 'the SMTP server in SMTP_URL does not answer; the morning digest waits for the next minute');
    return { sent: [], failed: recipients.map((recipient) => recipient.businessId) };
  }

  for (const [index, recipient] of recipients.entries()) {
    try {
      if (await sendDigestOnce(deps, mailer, recipient, today, now)) result.sent.push(recipient.businessId);
    } catch (error) {
      if (error instanceof SentElsewhere) continue;
      result.failed.push(recipient.businessId);
      log.warn({ err: error, businessId: recipient.businessId }, 'morning digest not sent; the next minute tries again');
      // An address the server refuses is that owner's alone; any other failure is the server's,
      // and the businesses after this one wait for the next tick rather than fail one by one.
      if (codeOf(error) !== 'EENVELOPE') {
        result.failed.push(...recipients.slice(index + 1).map((rest) => rest.businessId));
        break;
      }
    }
  }
  if (result.sent.length > 0) log.info({ businesses: result.sent.length, day: today }, 'morning digest sent');
  return result;
}

/** Sends one business's digest unless another process has; the mail and the row stand or fall together. */
function sendDigestOnce(deps: AppDeps, mailer: Mailer, recipient: DigestRecipient, today: string, now: Date): Promise<boolean> {
  const business = { businessId: recipient.businessId };
  return inDataScope(deps.db, business, async (db) => {
    const leased = await leaseDigestDay(db, recipient.businessId, today, recipient.email, now).catch((error: unknown) => {
      throw codeOf(error) === STATEMENT_TIMEOUT ? new SentElsewhere() : error;
    });
    if (!leased) return false;
    const mail = await composeMorningDigest({ ...deps, db }, business, { name: recipient.name, today, language: recipient.language });
    await mailer.send({ to: recipient.email, ...mail });
    return true;
  });
}

export interface MorningDigestTimer {
  /** Stops the ticks, waits for one in progress, and closes the SMTP connection. */
  stop(): Promise<void>;
}

/**
 * Ticks at start and every minute after. A tick still running when the next is due is not
 * overlapped; the next minute picks up whatever it left.
 */
export function startMorningDigest(deps: AppDeps, mailer: Mailer, log: DigestLog): MorningDigestTimer {
  let running: Promise<unknown> | undefined;
  const tick = () => {
    if (running) return;
    running = sendMorningDigests(deps, mailer, log)
      .catch((error: unknown) => log.warn({ err: error }, 'morning digest tick failed; the next minute tries again'))
      .finally(() => (running = undefined));
  };
  tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}
