import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { SupportAccess, SupportAccessNotice } from '@sevak/shared';

/*
 * The support_access table (db/migrations/2026_11_27_1100_support_access.ts) and the link from
 * the operator's session to the access it opened. The audit trail follows the table by itself.
 */

/** What admission needs to know of the access a session holds: whose business, until when, and its owner. */
export interface SessionSupportAccess {
  id: string;
  businessId: string;
  /** The business's owner account: the view-as caller reads the owner's screens (their profile). */
  ownerUserId: string | null;
  expiresAt: Date;
}

/** The access the operator's session opened and has not ended, expired or not. */
export async function findSupportAccessOfSession(db: Kysely<Database>, tokenHash: Buffer): Promise<SessionSupportAccess | undefined> {
  return db
    .selectFrom('sessions as s')
    .innerJoin('support_access as a', 'a.id', 's.support_access_id')
    .where('s.token_hash', '=', tokenHash)
    .where('a.ended_at', 'is', null)
    .select((eb) => [
      'a.id',
      'a.business_id as businessId',
      'a.expires_at as expiresAt',
      eb
        .selectFrom('users as owner')
        .whereRef('owner.business_id', '=', 'a.business_id')
        .where('owner.role', '=', 'ADMIN')
        .select('owner.id')
        .orderBy('owner.created_at')
        .limit(1)
        .as('ownerUserId'),
    ])
    .executeTakeFirst();
}

/** The business's owner's name, which the operator's lists call the business by; undefined for no such business. */
export async function findBusinessByOwnerName(db: Kysely<Database>, businessId: string): Promise<{ name: string } | undefined> {
  const row = await db
    .selectFrom('businesses as b')
    .where('b.id', '=', businessId)
    .select((eb) =>
      eb
        .selectFrom('users as owner')
        .whereRef('owner.business_id', '=', 'b.id')
        .where('owner.role', '=', 'ADMIN')
        .select('owner.fullname')
        .orderBy('owner.created_at')
        .limit(1)
        .as('name'),
    )
    .executeTakeFirst();
  return row && { name: row.name ?? '' };
}

export async function ticketBelongsTo(db: Kysely<Database>, businessId: string, ticketId: string): Promise<boolean> {
  const row = await db.selectFrom('help_desk_tickets').where('business_id', '=', businessId).where('id', '=', ticketId).select('id').executeTakeFirst();
  return row !== undefined;
}

/** Ends the session's open access, if any, at `at` (or at its expiry, if that came first); the ended row, if one was open. */
export async function endSupportAccessOfSession(db: Kysely<Database>, tokenHash: Buffer, at: Date) {
  const ended = await db
    .updateTable('support_access')
    .set({ ended_at: sql<Date>`least(${at}::timestamptz, expires_at)` })
    .where('ended_at', 'is', null)
    .where('id', '=', (eb) => eb.selectFrom('sessions').where('token_hash', '=', tokenHash).select('support_access_id'))
    .returning(['id', 'business_id as businessId', 'ended_at as endedAt'])
    .executeTakeFirst();
  await db.updateTable('sessions').set({ support_access_id: null }).where('token_hash', '=', tokenHash).execute();
  return ended;
}

/** The operator whose session holds an open access: who the trail names when signing out ends it. */
export async function findOperatorOfOpenAccess(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('support_access as a', 'a.id', 's.support_access_id')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .where('s.token_hash', '=', tokenHash)
    .where('a.ended_at', 'is', null)
    .select(['u.id', 'u.fullname'])
    .executeTakeFirst();
}

export interface NewSupportAccess {
  businessId: string;
  operatorUserId: string;
  reason: string;
  ticketId: string | null;
  startedAt: Date;
  expiresAt: Date;
}

/** Opens an access and ties it to the operator's session. */
export async function insertSupportAccess(db: Kysely<Database>, tokenHash: Buffer, access: NewSupportAccess) {
  const row = await db
    .insertInto('support_access')
    .values({
      business_id: access.businessId,
      operator_user_id: access.operatorUserId,
      reason: access.reason,
      ticket_id: access.ticketId,
      started_at: access.startedAt,
      expires_at: access.expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('sessions').set({ support_access_id: row.id }).where('token_hash', '=', tokenHash).execute();
  return row.id;
}

/** The session's access still running at `now`, with the business's name; undefined when none is. */
export async function findRunningSupportAccessOfSession(db: Kysely<Database>, tokenHash: Buffer, now: Date): Promise<SupportAccess | undefined> {
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('support_access as a', 'a.id', 's.support_access_id')
    .where('s.token_hash', '=', tokenHash)
    .where('a.ended_at', 'is', null)
    .where('a.expires_at', '>', now)
    .select((eb) => [
      'a.id',
      'a.business_id as businessId',
      'a.reason',
      'a.ticket_id as ticketId',
      'a.started_at as startedAt',
      'a.expires_at as expiresAt',
      eb
        .selectFrom('users as owner')
        .whereRef('owner.business_id', '=', 'a.business_id')
        .where('owner.role', '=', 'ADMIN')
        .select('owner.fullname')
        .orderBy('owner.created_at')
        .limit(1)
        .as('businessName'),
    ])
    .executeTakeFirst();
  return row && { ...row, businessName: row.businessName ?? '' };
}

/** The business's accesses running at `now`, latest ending last: what its banner says. */
export async function findRunningSupportAccessOfBusiness(db: Kysely<Database>, businessId: string, now: Date): Promise<SupportAccessNotice | undefined> {
  return db
    .selectFrom('support_access')
    .where('business_id', '=', businessId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .select(['reason', 'started_at as startedAt', 'expires_at as expiresAt'])
    .orderBy('expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}
