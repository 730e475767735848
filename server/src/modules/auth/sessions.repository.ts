import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';

/** The session named by a token hash, with its user and the user's business, in one query. */
export function findSessionByTokenHash(db: Kysely<Database>, tokenHash: Buffer) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('businesses', 'businesses.id', 'users.business_id')
    .where('sessions.token_hash', '=', tokenHash)
    .select([
      'sessions.created_at as sessionCreatedAt',
      'sessions.last_seen_at as sessionLastSeenAt',
      'users.id',
      'users.role',
      'users.fullname',
      'users.phone_number as phoneNumber',
      'users.email',
      'users.address',
      'users.image',
      'users.business_id as businessId',
      'businesses.start_date as startDate',
      'businesses.expiry_date as expiryDate',
      'businesses.logo as businessLogo',
    ])
    .executeTakeFirst();
}

export async function insertSession(
  db: Kysely<Database>,
  session: { tokenHash: Buffer; userId: string; businessId: string | null; now: Date },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      user_id: session.userId,
      business_id: session.businessId,
      created_at: session.now,
      last_seen_at: session.now,
    })
    .execute();
}

export async function touchSession(db: Kysely<Database>, tokenHash: Buffer, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('token_hash', '=', tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: Buffer): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Removes sessions that can no longer be used, so the table does not grow without bound. */
export async function deleteSessionsOlderThan(
  db: Kysely<Database>,
  limits: { createdBefore: Date; lastSeenBefore: Date },
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('created_at', '<', limits.createdBefore), eb('last_seen_at', '<', limits.lastSeenBefore)]))
    .execute();
}
