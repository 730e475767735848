import { sql, type Kysely } from 'kysely';

/*
 * A help desk that answers (issue 18): a ticket has a status (open, waiting on the business,
 * resolved; every ticket sent so far is open) and a thread of replies from both sides, the
 * operator's and the business's admin's.
 *
 * A reply is unread by the other side until that side opens the thread: `read_at` is each side's
 * "read up to" mark, kept on the replies it has not yet seen. The business's unread count is then
 * a count over a partial index holding its unread replies alone, however long its history. The
 * mark lives on the replies, not the ticket, so opening a thread is not a change to the ticket
 * in the audit trail; a reply itself is written to the trail when it is sent, and a status
 * change to the ticket is written by the ticket's own trigger.
 *
 * Replies belong to one business like their ticket, and are under row-level security like every
 * business table (2026_11_21_1300_row_level_security).
 */

const statements = [
  `alter table help_desk_tickets
     add column status text not null default 'OPEN' check (status in ('OPEN', 'WAITING_ON_BUSINESS', 'RESOLVED'))`,
  `create index help_desk_tickets_business_idx on help_desk_tickets (business_id, created_at desc)`,
  // The operator answers a ticket by its id alone, whichever business it is of.
  `create index help_desk_tickets_id_idx on help_desk_tickets (id)`,
  `create index help_desk_tickets_status_idx on help_desk_tickets (status, created_at desc)`,
  `create table help_desk_replies (
     business_id uuid not null,
     id uuid not null default gen_random_uuid(),
     -- The order replies were written in; two sent within the same millisecond still read in turn.
     seq bigint generated always as identity,
     ticket_id uuid not null,
     author text not null check (author in ('OPERATOR', 'BUSINESS')),
     -- No foreign key: the operator's account belongs to no business, and a reply outlives its writer's account.
     author_user_id uuid,
     author_name text not null,
     message text not null,
     created_at timestamptz not null default now(),
     read_at timestamptz,
     primary key (business_id, id),
     foreign key (business_id, ticket_id) references help_desk_tickets (business_id, id) on delete cascade
   )`,
  `create index help_desk_replies_thread_idx on help_desk_replies (business_id, ticket_id, seq)`,
  `create index help_desk_replies_unread_idx on help_desk_replies (business_id, author, ticket_id) where read_at is null`,
  `alter table help_desk_replies enable row level security`,
  `alter table help_desk_replies force row level security`,
  `create policy help_desk_replies_of_the_business on help_desk_replies to sevak_app
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy help_desk_replies_of_the_platform on help_desk_replies to sevak_platform using (true) with check (true)`,
  // A reply is sent once and never edited; marking it read is bookkeeping, not a change to tell.
  `create trigger help_desk_replies_audit after insert on help_desk_replies
     for each row execute function audit_row_change('help_desk_reply', 'message')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = [
    'drop table help_desk_replies',
    'drop index help_desk_tickets_status_idx',
    'drop index help_desk_tickets_id_idx',
    'drop index help_desk_tickets_business_idx',
    'alter table help_desk_tickets drop column status',
  ];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
