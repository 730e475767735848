import { sql, type Kysely } from 'kysely';

/*
 * Service plans (issue: service plans): serial numbers on purchases, AMC contracts that plan
 * their visits, a visit's state beyond done, unassigned visits, reminders sent from the due list,
 * the business's reminder texts, and the morning digest's one-per-day record.
 *
 * A visit's `status` (scheduled, done, missed, cancelled) and the spec's `is_done` say the same
 * thing twice: `is_done` is `status = 'done'`. A trigger keeps them together whichever one a
 * statement writes, so the spec's writers (the visit form, Mark completed, the seeds) stay as
 * they are and no row can hold one without the other.
 *
 * An AMC contract plans its visits when it is made; each planned visit names its contract.
 * `status` stores what a person decided (active, renewed, cancelled); "expiring" and "expired"
 * are read from the end date on the day, never stored, so they cannot go stale.
 *
 * `digest_runs` is the morning digest's lease: a process sends a business's digest only after
 * inserting that business's row for the day, in the same transaction, so however many processes
 * run and however often they restart, a day's digest goes out once.
 */

const BUSINESS_TABLES = ['amc_contracts', 'reminders', 'reminder_templates', 'digest_runs'] as const;

const statements = [
  // A purchase's serial number: unique within the business, whatever the case it is typed in.
  `alter table customer_products add column serial_number text
     constraint customer_products_serial_number_shape check (serial_number ~ '^[A-Z0-9][A-Z0-9/._-]{0,39}$')`,
  `create unique index customer_products_serial_number_key on customer_products (business_id, serial_number)
     where serial_number is not null`,
  // Warranties ending soon, for the due list.
  `create index customer_products_warranty_end_idx on customer_products (business_id, warranty_end_date)`,

  `create table amc_contracts (
    business_id uuid not null references businesses (id) on delete restrict,
    id uuid not null default gen_random_uuid(),
    customer_id uuid not null,
    customer_product_id uuid not null,
    start_date date not null,
    end_date date not null,
    price numeric(12, 2) not null check (price >= 0),
    visits_included smallint not null check (visits_included between 1 and 52),
    employee_id uuid,
    status text not null default 'active' check (status in ('active', 'renewed', 'cancelled')),
    -- The contract this one renews: each is renewed once at most.
    renewal_of uuid,
    cancelled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (business_id, id),
    unique (business_id, renewal_of),
    constraint amc_contracts_end_after_start check (end_date > start_date),
    constraint amc_contracts_purchase_fkey foreign key (business_id, customer_id, customer_product_id)
      references customer_products (business_id, customer_id, id) on delete restrict,
    constraint amc_contracts_employee_fkey foreign key (business_id, employee_id)
      references employees (business_id, id) on delete set null (employee_id),
    constraint amc_contracts_renewal_of_fkey foreign key (business_id, renewal_of)
      references amc_contracts (business_id, id) on delete restrict
  )`,
  `create index amc_contracts_page_order_idx on amc_contracts (business_id, end_date, id)`,
  `create index amc_contracts_purchase_idx on amc_contracts (business_id, customer_product_id, start_date)`,
  `create index amc_contracts_ending_idx on amc_contracts (business_id, end_date) where status = 'active'`,

  // Visits: unassigned ones (an AMC's visits may wait for a technician), their contract, their state.
  `alter table visits alter column employee_id drop not null`,
  `alter table visits add column amc_contract_id uuid,
     add constraint visits_amc_contract_fkey foreign key (business_id, amc_contract_id)
       references amc_contracts (business_id, id) on delete restrict`,
  `create index visits_amc_contract_idx on visits (business_id, amc_contract_id, visit_date) where amc_contract_id is not null`,
  `alter table visits add column status text
     constraint visits_status_known check (status in ('scheduled', 'done', 'missed', 'cancelled'))`,
  `update visits set status = case when is_done then 'done' else 'scheduled' end`,
  `alter table visits alter column status set not null`,
  `create function visits_status_follows_done() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       if new.status is null then
         new.status := case when new.is_done then 'done' else 'scheduled' end;
       else
         new.is_done := new.status = 'done';
       end if;
     elsif new.status is distinct from old.status then
       new.is_done := new.status = 'done';
     elsif new.is_done is distinct from old.is_done then
       new.status := case when new.is_done then 'done' else 'scheduled' end;
     end if;
     return new;
   end $$`,
  `create trigger visits_status_follows_done before insert or update on visits
     for each row execute function visits_status_follows_done()`,
  `alter table visits add constraint visits_done_is_status check (is_done = (status = 'done'))`,
  // The due list: visits still to be done (scheduled, or missed and to be rebooked), by date.
  `create index visits_due_idx on visits (business_id, visit_date, id) where status in ('scheduled', 'missed')`,

  // An invoice line may bill an AMC contract.
  `alter table invoice_lines add column amc_contract_id uuid,
     add constraint invoice_lines_amc_contract_fkey foreign key (business_id, amc_contract_id)
       references amc_contracts (business_id, id) on delete set null (amc_contract_id)`,
  `alter table invoice_lines drop constraint invoice_lines_kind_check`,
  `alter table invoice_lines add constraint invoice_lines_kind_check check (kind in ('PRODUCT', 'VISIT', 'TEXT', 'AMC'))`,
  `create index invoice_lines_amc_contract_idx on invoice_lines (business_id, amc_contract_id) where amc_contract_id is not null`,

  // A reminder sent from the due list: who sent it, when, how, and about what.
  `create table reminders (
    business_id uuid not null references businesses (id) on delete restrict,
    id uuid not null default gen_random_uuid(),
    kind text not null check (kind in ('visit', 'warranty', 'amc')),
    customer_id uuid not null,
    visit_id uuid,
    customer_product_id uuid,
    amc_contract_id uuid,
    channel text not null check (channel in ('whatsapp', 'sms', 'call')),
    reminded_by uuid not null,
    reminded_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint reminders_names_its_subject check (
      (kind = 'visit') = (visit_id is not null)
      and (kind = 'amc') = (amc_contract_id is not null)
      and (kind <> 'warranty' or customer_product_id is not null)),
    constraint reminders_customer_fkey foreign key (business_id, customer_id)
      references customers (business_id, id) on delete cascade,
    constraint reminders_visit_fkey foreign key (business_id, visit_id)
      references visits (business_id, id) on delete cascade,
    constraint reminders_customer_product_fkey foreign key (business_id, customer_product_id)
      references customer_products (business_id, id) on delete cascade,
    constraint reminders_amc_contract_fkey foreign key (business_id, amc_contract_id)
      references amc_contracts (business_id, id) on delete cascade,
    constraint reminders_reminded_by_fkey foreign key (business_id, reminded_by)
      references users (business_id, id) on delete cascade
  )`,
  `create index reminders_visit_idx on reminders (business_id, visit_id, reminded_at desc) where visit_id is not null`,
  `create index reminders_purchase_idx on reminders (business_id, customer_product_id, reminded_at desc) where customer_product_id is not null`,
  `create index reminders_amc_contract_idx on reminders (business_id, amc_contract_id, reminded_at desc) where amc_contract_id is not null`,

  // The business's own reminder texts, one per kind; a kind without a row uses Sevak's.
  `create table reminder_templates (
    business_id uuid not null references businesses (id) on delete restrict,
    kind text not null check (kind in ('visit', 'warranty', 'amc')),
    body text not null check (length(body) between 1 and 1000),
    updated_at timestamptz not null default now(),
    primary key (business_id, kind)
  )`,

  `create table digest_runs (
    business_id uuid not null references businesses (id) on delete cascade,
    day date not null,
    recipient text not null,
    sent_at timestamptz not null default now(),
    primary key (business_id, day)
  )`,

  ...BUSINESS_TABLES.flatMap((table) => [
    `alter table ${table} enable row level security`,
    `alter table ${table} force row level security`,
    `create policy ${table}_of_the_business on ${table} to sevak_app
       using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
       with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
    `create policy ${table}_of_the_platform on ${table} to sevak_platform using (true) with check (true)`,
  ]),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = [
    'drop table digest_runs',
    'drop table reminder_templates',
    'drop table reminders',
    'drop index invoice_lines_amc_contract_idx',
    'alter table invoice_lines drop constraint invoice_lines_kind_check',
    "delete from invoice_lines where kind = 'AMC'",
    "alter table invoice_lines add constraint invoice_lines_kind_check check (kind in ('PRODUCT', 'VISIT', 'TEXT'))",
    'alter table invoice_lines drop column amc_contract_id',
    'drop index visits_due_idx',
    'alter table visits drop constraint visits_done_is_status',
    'drop trigger visits_status_follows_done on visits',
    'drop function visits_status_follows_done()',
    'alter table visits drop column status',
    'drop index visits_amc_contract_idx',
    'alter table visits drop column amc_contract_id',
    // Unassigned visits cannot go back to a column that requires a technician.
    'delete from visits where employee_id is null',
    'alter table visits alter column employee_id set not null',
    'drop table amc_contracts',
    'drop index customer_products_warranty_end_idx',
    'drop index customer_products_serial_number_key',
    'alter table customer_products drop column serial_number',
  ];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
