import { sql, type Kysely } from 'kysely';

/*
 * The audit trail: who changed what, when, from what to what.
 *
 * Every change a call makes is written by the database itself, in the change's own transaction,
 * by one trigger function on each table a person changes. The trigger writes only when the
 * transaction says who is acting (`sevak.audit_user_id`, set by the operations layer,
 * server/src/operations/run-operation.ts, before a change runs), so migrations, start-up and the seeds
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

/**
 * The tables the trail follows, each with the entity name its rows are shown under (shared
 * AUDIT_ENTITIES) and how a person knows the record: a column of the row, or a look-up
 * (`account`: the name on the account the row names; `customer`: the customer's name; `owner`: the
 * business owner's name).
 */
const AUDITED_TABLES: Record<string, { entity: string; label: string }> = {
  businesses: { entity: 'business', label: 'owner' },
  users: { entity: 'user', label: 'fullname' },
  product_categories: { entity: 'product_category', label: 'name' },
  product_sub_categories: { entity: 'product_sub_category', label: 'name' },
  products: { entity: 'product', label: 'name' },
  employees: { entity: 'employee', label: 'account' },
  customers: { entity: 'customer', label: 'account' },
  customer_products: { entity: 'purchase', label: 'bill_number' },
  visits: { entity: 'visit', label: 'customer' },
  enquiries: { entity: 'enquiry', label: 'name' },
  help_desk_tickets: { entity: 'help_desk_ticket', label: 'message' },
  billing_profiles: { entity: 'billing_profile', label: 'legal_name' },
  invoices: { entity: 'invoice', label: 'number' },
  payments: { entity: 'payment', label: 'receipt_number' },
  amc_contracts: { entity: 'amc_contract', label: 'customer' },
  reminders: { entity: 'reminder', label: 'customer' },
  reminder_templates: { entity: 'reminder_template', label: 'kind' },
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
/** A value as the trail keeps it: a secret's never. */
const shown = (value: string) => `case when key in (${list(SECRET_COLUMNS)}) and ${value} <> 'null' then '"[hidden]"'::jsonb else ${value} end`;

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

  /*
   * One function for every table, kept to small statements that PostgreSQL plans once per
   * connection: a write of thousands of rows (an import) pays little for its trail.
   */
  `create function audit_row_change() returns trigger language plpgsql as $$
   declare
     actor text := nullif(current_setting('sevak.audit_user_id', true), '');
     label_of text := tg_argv[1];
     r jsonb;
     changed jsonb;
     changed_fields text[];
     row_action text;
     label text;
   begin
     -- Only a person's change is the trail's: none is named during migrations, start-up and seeding.
     -- A row removed or changed by a cascade (a customer's visits going with the customer) is told
     -- by the change that caused it: a business removed is one row, not one per record it held.
     if actor is null or pg_trigger_depth() > 1 then return null; end if;

     if tg_op = 'INSERT' then
       -- A new record lists what it was given, not its empty fields.
       r := to_jsonb(new);
       select jsonb_agg(jsonb_build_object('field', key, 'before', null, 'after', ${shown('value')}) order by key)
         into changed
         from jsonb_each(r - array[${list(UNTRACKED_COLUMNS)}])
        where value <> 'null';
       row_action := case when tg_table_name = 'payments' then 'payment' else 'create' end;
     elsif tg_op = 'DELETE' then
       r := to_jsonb(old);
       select jsonb_agg(jsonb_build_object('field', key, 'before', ${shown('value')}, 'after', null) order by key)
         into changed
         from jsonb_each(r - array[${list(UNTRACKED_COLUMNS)}])
        where value <> 'null';
       row_action := 'delete';
     else
       r := to_jsonb(new);
       select jsonb_agg(jsonb_build_object('field', key, 'before', ${shown('o.value')}, 'after', ${shown('n.value')}) order by key),
              array_agg(key)
         into changed, changed_fields
         from jsonb_each(to_jsonb(old) - array[${list(UNTRACKED_COLUMNS)}]) o
         join jsonb_each(r - array[${list(UNTRACKED_COLUMNS)}]) n using (key)
        where o.value is distinct from n.value;
       -- Saved as it was: nothing to tell.
       if changed is null then return null; end if;
       row_action := case when changed_fields && array[${list(STATE_COLUMNS)}] then 'status' else 'update' end;
     end if;

     if label_of = 'account' then
       select fullname into label from users where id = (r->>'user_id')::uuid;
     elsif label_of = 'customer' then
       select u.fullname into label from customers c join users u on u.id = c.user_id where c.id = (r->>'customer_id')::uuid;
     elsif label_of = 'owner' then
       select fullname into label from users where business_id = (r->>'id')::uuid and role = 'ADMIN' order by created_at limit 1;
     else
       label := left(r->>label_of, 80);
     end if;

     insert into audit_log (business_id, at, user_id, user_name, user_role, entity, entity_id, entity_label,
                            action, changes, related_ids, operation)
     values (
       case when tg_table_name = 'businesses' then (r->>'id')::uuid else (r->>'business_id')::uuid end,
       coalesce(nullif(current_setting('sevak.audit_at', true), '')::timestamptz, now()),
       actor::uuid,
       nullif(current_setting('sevak.audit_user_name', true), ''),
       nullif(current_setting('sevak.audit_user_role', true), ''),
       tg_argv[0],
       (r->>'id')::uuid,
       label,
       row_action,
       coalesce(changed, '[]'::jsonb),
       array_remove(array[${RELATED_COLUMNS.map((column) => `(r->>'${column}')::uuid`).join(', ')}], null),
       nullif(current_setting('sevak.audit_operation', true), '')
     );
     return null;
   end $$`,
  ...Object.entries(AUDITED_TABLES).map(
    ([table, { entity, label }]) => `create trigger ${table}_audit after insert or update or delete on ${table}
       for each row execute function audit_row_change('${entity}', '${label}')`,
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
