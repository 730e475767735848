import { sql, type Kysely } from 'kysely';

/*
 * Support access ("view as"): the platform operator opens a business's screens read-only to help
 * on a ticket, for a stated reason, for at most 30 minutes. Each opening is a row here, kept
 * after it ends; the business reads its own rows (the banner in its app) and the audit trail
 * follows the table, so starting and ending one is in the business's Activity with who, why and
 * until when.
 *
 * The access belongs to the operator's session that opened it (`sessions.support_access_id`):
 * another browser of the operator, or a session signed in later, views nothing. A session holds
 * at most one access; signing out removes the session and with it every way to use the access.
 */

const statements = [
  `create table support_access (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete cascade,
    operator_user_id uuid not null references users (id) on delete cascade,
    reason text not null check (length(btrim(reason)) between 1 and 300),
    ticket_id uuid,
    started_at timestamptz not null,
    expires_at timestamptz not null,
    ended_at timestamptz,
    constraint support_access_ticket_fkey foreign key (business_id, ticket_id)
      references help_desk_tickets (business_id, id) on delete set null (ticket_id),
    constraint support_access_at_most_30_minutes check (expires_at > started_at and expires_at <= started_at + interval '30 minutes'),
    constraint support_access_ends_after_start check (ended_at is null or ended_at >= started_at)
  )`,
  // The business's banner reads its access still open; the operator's list of who viewed whom reads by business too.
  `create index support_access_business_idx on support_access (business_id, expires_at desc) where ended_at is null`,
  `create index support_access_operator_idx on support_access (operator_user_id, started_at desc)`,
  `alter table sessions add column support_access_id uuid references support_access (id) on delete set null`,

  `alter table support_access enable row level security`,
  `alter table support_access force row level security`,
  `create policy support_access_of_the_business on support_access to sevak_app
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy support_access_of_the_platform on support_access to sevak_platform using (true) with check (true)`,

  // Starting and ending are in the business's trail, as "Sevak support access" with its reason.
  `create trigger support_access_audit after insert or update or delete on support_access
     for each row execute function audit_row_change('support_access', 'reason')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = ['drop trigger support_access_audit on support_access', 'alter table sessions drop column support_access_id', 'drop table support_access'];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
