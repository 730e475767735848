import { sql, type Kysely } from 'kysely';
import type { Database, Language } from '@sevak/db';

/** An owner whose business is open on `today`, who has an e-mail and no digest for the day yet. */
export interface DigestRecipient {
  businessId: string;
  /** The business's name: its owner's full name (spec §3 "Admin"). */
  name: string;
  email: string;
  /** The owner's language: the digest is written in it. */
  language: Language;
}

/** Read in the platform scope: every business's owner, so the runner knows whom to lease for. */
export function findOwnersAwaitingDigest(db: Kysely<Database>, today: string): Promise<DigestRecipient[]> {
  return db
    .selectFrom('businesses')
    .innerJoin('users', (join) => join.onRef('users.business_id', '=', 'businesses.id').on('users.role', '=', 'ADMIN'))
    .where('businesses.start_date', '<=', today)
    .where('businesses.expiry_date', '>=', today)
    .where('users.email', 'is not', null)
    .where('users.email', '<>', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('digest_runs')
            .whereRef('digest_runs.business_id', '=', 'businesses.id')
            .where('digest_runs.day', '=', today)
            .select(sql<number>`1`.as('one')),
        ),
      ),
    )
    .select(['businesses.id as businessId', 'users.fullname as name', 'users.email', 'users.language'])
    .$narrowType<{ email: string }>()
    .orderBy('businesses.id')
    .execute();
}

/**
 * Takes the business's digest for `day`: true when this transaction inserted the row, false when
 * another has. A second process's insert waits for the first's transaction: on its commit the
 * row is there (false), on its rollback (the mail failed) the second takes it.
 */
export async function leaseDigestDay(db: Kysely<Database>, businessId: string, day: string, recipient: string, now: Date): Promise<boolean> {
  const leased = await db
    .insertInto('digest_runs')
    .values({ business_id: businessId, day, recipient, sent_at: now })
    .onConflict((conflict) => conflict.columns(['business_id', 'day']).doNothing())
    .returning('day')
    .executeTakeFirst();
  return leased !== undefined;
}
