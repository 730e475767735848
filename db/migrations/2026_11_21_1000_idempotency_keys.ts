import { sql, type Kysely } from 'kysely';

/*
 * Idempotency keys of REST POSTs: a client that sends `Idempotency-Key` and retries after a lost
 * answer gets the first answer back instead of a second record. One row per (caller, key); the
 * response columns stay null while the first request is still running.
 */

const statements = [
  `create table idempotency_keys (
    user_id uuid not null references users (id) on delete cascade,
    key text not null,
    method text not null,
    path text not null,
    body_hash text not null,
    status_code integer,
    response_body text,
    created_at timestamptz not null,
    primary key (user_id, key),
    constraint idempotency_keys_key_length check (length(key) between 1 and 255),
    constraint idempotency_keys_response_complete check ((status_code is null) = (response_body is null))
  )`,
  // Keys are kept for a day; the sweep of older ones reads this index.
  `create index idempotency_keys_created_at_idx on idempotency_keys (created_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
}
