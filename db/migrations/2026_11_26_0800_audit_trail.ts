import { sql, type Kysely } from 'kysely';

/*
 * The audit trail: who changed what, when, from what to what.
 *
 * Every change a call makes is written by the database itself, in the change's own transaction,
 * by one trigger function on each table a person changes. The trigger writes only when the
 * transaction says who is acting (`sevak.audit_user_id`, set by the operations layer,
 * server/src/operations/audit.ts, before a change runs), so migrations, start-up and the seeds
 * leave no rows; and a change that is rolled back takes its rows with it. Sign-ins, sign-outs and
 * wrong passwords are not changes to a table the trail follows: the sign-in operations write
 * those rows themselves.
 *
 * The application's roles may add rows and read them, never change or remove one: they are
 * granted insert and select alone, and a trigger refuses update and delete to anyone, the
 * tables' owner included. Row-level security shows a business its own rows only, as everywhere.
 *
 * Passwords, hashes and tokens never reach a row: a changed secret is written as "[hidden]".
 * Columns that are bulky copies (a logo, a photo, an invoice's frozen seller and buyer) or
 * bookkeeping (ids, timestamps) are left out of the changes.
 */

const APP_ROLE = 'sevak_app';
const PLATFORM_ROLE = 'sevak_platform';

/** The name of the customer a row names, for a visit, an AMC contract or a reminder. */
const CUSTOMER_NAME = `(select u.fullname from customers c join users u on u.id = c.user_id where c.id = (r->>'customer_id')::uuid)`;

/**
 * The tables the trail follows, each with the entity name its rows are shown under (shared
 * AUDIT_ENTITIES) and the SQL that names the record for a person (`r` is the row as jsonb).
 */
const AUDITED_TABLES: Record<string, { entity: string; label: string }> = {
  businesses: {
    entity: 'business',
    label: `(select u.fullname from users u where u.business_id = (r->>'id')::uuid and u.role = 'ADMIN' order by u.created_at limit 1)`,
  },
  users: { entity: 'user', label: `r->>'fullname'` },
  product_categories: { entity: 'product_category', label: `r->>'name'` },
  product_sub_categories: { entity: 'product_sub_category', label: `r->>'name'` },
  products: { entity: 'product', label: `r->>'name'` },
  employees: { entity: 'employee', label: `(select u.fullname from users u where u.id = (r->>'user_id')::uuid)` },
  customers: { entity: 'customer', label: `(select u.fullname from users u where u.id = (r->>'user_id')::uuid)` },
  customer_products: { entity: 'purchase', label: `'Bill ' || (r->>'bill_number')` },
  visits: { entity: 'visit', label: CUSTOMER_NAME },
  enquiries: { entity: 'enquiry', label: `r->>'name'` },
  help_desk_tickets: { entity: 'help_desk_ticket', label: `left(r->>'message', 60)` },
  billing_profiles: { entity: 'billing_profile', label: `r->>'legal_name'` },
  invoices: { entity: 'invoice', label: `r->>'number'` },
  payments: { entity: 'payment', label: `r->>'receipt_number'` },
  amc_contracts: { entity: 'amc_contract', label: CUSTOMER_NAME },
  reminders: { entity: 'reminder', label: CUSTOMER_NAME },
  reminder_templates: { entity: 'reminder_template', label: `r->>'kind'` },
};

/** Columns never compared: bookkeeping, and bulky copies nobody reads as a change. */
const UNTRACKED_COLUMNS = ['id', 'business_id', 'created_at', 'updated_at', 'logo', 'image', 'seller', 'buyer'];
/** Columns whose values are secrets: a change to one is written, its values never. */
const SECRET_COLUMNS = ['password_hash', 'token_hash'];
/** A change to one of these is a change of state (a visit done, an invoice cancelled). */
const STATE_COLUMNS = ['status', 'is_done', 'cancelled_at'];
/** The foreign keys kept beside a row, so a customer's or an invoice's history finds its visits and payments. */
const RELATED_COLUMNS = ['customer_id', 'user_id', 'customer_product_id', 'invoice_id', 'visit_id', 'product_id', 'amc_contract_id'];

const list = (names: string[]) => names.map((name) => `'${name}'`).join(', ');

const labelCases = Object.entries(AUDITED_TABLES)
  .map(([table, { label }]) => `when '${table}' then ${label}`)
  .join('\n        ');
const entityCases = Object.entries(AUDITED_TABLES)
  .map(([table, { entity }]) => `when '${table}' then '${entity}'`)
  .join(' ');

const statements = [
  `create table audit_log (
     id bigint generated always as identity primary key,
     -- no foreign key: the trail of a removed business outlives it, and a cascade could not remove rows anyway
     business_id uuid,
     at timestamptz not null,
     user_id uuid,
     user_name text,
     user_role text,
     entity text not null,
     entity_id uuid,
     entity_label text,
     action text not null check (action in ('create', 'update', 'delete', 'status', 'payment', 'sign_in', 'sign_out', 'sign_in_failed')),
     changes jsonb not null default '[]',
     related_ids uuid[] not null default '{}',
     operation text,
     address text
   )`,
  `create index audit_log_business_idx on audit_log (business_id, id desc)`,
  `create index audit_log_entity_idx on audit_log (business_id, entity_id) where entity_id is not null`,
  `create index audit_log_related_idx on audit_log using gin (related_ids)`,
  `create index audit_log_user_idx on audit_log (business_id, user_id, id desc)`,
  `create index audit_log_platform_idx on audit_log (id desc) where action in ('sign_in', 'sign_out', 'sign_in_failed') or entity = 'business' or user_role = 'SUPERADMIN'`,

  // Add and read; never change or remove.
  ...[APP_ROLE, PLATFORM_ROLE].map((role) => `revoke all on audit_log from ${role}`),
  ...[APP_ROLE, PLATFORM_ROLE].map((role) => `grant select, insert on audit_log to ${role}`),
  `create function audit_log_is_append_only() returns trigger language plpgsql as $$
   begin
     raise exception 'The audit trail cannot be changed' using errcode = 'insufficient_privilege';
   end $$`,
  `create trigger audit_log_append_only before update or delete on audit_log
     for each row execute function audit_log_is_append_only()`,

  `alter table audit_log enable row level security`,
  `alter table audit_log force row level security`,
  `create policy audit_log_of_the_business on audit_log to ${APP_ROLE}
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy audit_log_of_the_platform on audit_log to ${PLATFORM_ROLE} using (true) with check (true)`,

  `create function audit_row_change() returns trigger language plpgsql as $$
   declare
     actor text := nullif(current_setting('sevak.audit_user_id', true), '');
     old_row jsonb;
     new_row jsonb;
     r jsonb;
     changed jsonb;
     changed_fields text[];
     row_action text;
   begin
     -- Only a person's change is the trail's: none is named during migrations, start-up and seeding.
     if actor is null then return null; end if;
     -- A row removed or changed by a cascade (a customer's visits going with the customer) is told
     -- by the change that caused it: a business removed is one row, not one per record it held.
     if pg_trigger_depth() > 1 then return null; end if;
     if tg_op <> 'INSERT' then old_row := to_jsonb(old) - array[${list(UNTRACKED_COLUMNS)}]; end if;
     if tg_op <> 'DELETE' then new_row := to_jsonb(new) - array[${list(UNTRACKED_COLUMNS)}]; end if;
     r := coalesce(to_jsonb(new), to_jsonb(old));

     select coalesce(jsonb_agg(jsonb_build_object(
              'field', key,
              'before', case when key in (${list(SECRET_COLUMNS)}) and o.value <> 'null' then '"[hidden]"'::jsonb else o.value end,
              'after', case when key in (${list(SECRET_COLUMNS)}) and n.value <> 'null' then '"[hidden]"'::jsonb else n.value end)
            order by key), '[]'::jsonb),
            array_agg(key)
       into changed, changed_fields
       from jsonb_each(coalesce(old_row, '{}'::jsonb)) o
       full join jsonb_each(coalesce(new_row, '{}'::jsonb)) n using (key)
      where o.value is distinct from n.value
        -- a new record lists what it was given, a removed one what it held: not its empty fields
        and not (tg_op = 'INSERT' and n.value = 'null')
        and not (tg_op = 'DELETE' and o.value = 'null');
     -- Saved as it was: nothing to tell.
     if tg_op = 'UPDATE' and changed = '[]'::jsonb then return null; end if;

     row_action := case
       when tg_op = 'INSERT' and tg_table_name = 'payments' then 'payment'
       when tg_op = 'INSERT' then 'create'
       when tg_op = 'DELETE' then 'delete'
       when changed_fields && array[${list(STATE_COLUMNS)}] then 'status'
       else 'update'
     end;

     insert into audit_log (business_id, at, user_id, user_name, user_role, entity, entity_id, entity_label,
                            action, changes, related_ids, operation)
     values (
       case when tg_table_name = 'businesses' then (r->>'id')::uuid else (r->>'business_id')::uuid end,
       coalesce(nullif(current_setting('sevak.audit_at', true), '')::timestamptz, now()),
       actor::uuid,
       nullif(current_setting('sevak.audit_user_name', true), ''),
       nullif(current_setting('sevak.audit_user_role', true), ''),
       case tg_table_name ${entityCases} end,
       case when r ? 'id' then (r->>'id')::uuid end,
       case tg_table_name
        ${labelCases}
       end,
       row_action,
       changed,
       array(select (r->>column_name)::uuid from unnest(array[${list(RELATED_COLUMNS)}]) as column_name
              where r->>column_name is not null),
       nullif(current_setting('sevak.audit_operation', true), '')
     );
     return null;
   end $$`,
  ...Object.keys(AUDITED_TABLES).map(
    (table) => `create trigger ${table}_audit after insert or update or delete on ${table}
       for each row execute function audit_row_change()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of Object.keys(AUDITED_TABLES)) await sql.raw(`drop trigger ${table}_audit on ${table}`).execute(db);
  await sql.raw('drop function audit_row_change()').execute(db);
  await sql.raw('drop table audit_log').execute(db);
  await sql.raw('drop function audit_log_is_append_only()').execute(db);
}
