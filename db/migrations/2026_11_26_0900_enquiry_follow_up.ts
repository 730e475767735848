import { sql, type Kysely } from 'kysely';

/*
 * Enquiries that go somewhere (issue 17): an enquiry has a state (new, contacted, converted,
 * lost; every enquiry taken so far is new), a day to follow it up, the owner's notes, and, once
 * it became a customer, that customer. A converted enquiry keeps its state when the customer is
 * later deleted; only the link goes.
 *
 * The follow-ups still open are read by day for the dashboard and the due list, on a partial
 * index that holds those alone.
 */

const statements = [
  `alter table enquiries
     add column status text not null default 'new' check (status in ('new', 'contacted', 'converted', 'lost')),
     add column follow_up_date date,
     add column notes text,
     add column converted_customer_id uuid,
     add constraint enquiries_converted_customer_fkey foreign key (business_id, converted_customer_id)
       references customers (business_id, id) on delete set null (converted_customer_id),
     add constraint enquiries_converted_customer_when_converted check (converted_customer_id is null or status = 'converted')`,
  `create index enquiries_follow_up_idx on enquiries (business_id, follow_up_date, id)
     where status in ('new', 'contacted') and follow_up_date is not null`,
  `create index enquiries_status_idx on enquiries (business_id, status, created_at desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = [
    'drop index enquiries_status_idx',
    'drop index enquiries_follow_up_idx',
    'alter table enquiries drop column converted_customer_id',
    'alter table enquiries drop column notes',
    'alter table enquiries drop column follow_up_date',
    'alter table enquiries drop column status',
  ];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
