import { sql, type Kysely } from 'kysely';

/*
 * A business's tax profile: what its GST invoices say about the seller and how they are
 * numbered and taxed. One row per business, made when the owner first saves it. Under row-level
 * security like every business table (2026_11_21_1300_row_level_security).
 */

const statements = [
  `create table billing_profiles (
    business_id uuid primary key references businesses (id) on delete cascade,
    legal_name text not null,
    gstin text,
    state_code text not null check (state_code ~ '^[0-9]{2}$'),
    address text not null,
    pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
    phone_number text not null,
    email text,
    upi_id text,
    bank_account_name text,
    bank_account_number text,
    bank_ifsc text,
    bank_name text,
    invoice_prefix text not null check (invoice_prefix ~ '^[A-Z0-9]{1,6}$'),
    prices_include_tax boolean not null default false,
    service_gst_rate_bp integer not null default 1800 check (service_gst_rate_bp >= 0),
    terms text,
    updated_at timestamptz not null default now(),
    constraint billing_profiles_gstin_state check (gstin is null or left(gstin, 2) = state_code)
  )`,
  `alter table billing_profiles enable row level security`,
  `alter table billing_profiles force row level security`,
  `create policy billing_profiles_of_the_business on billing_profiles to sevak_app
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy billing_profiles_of_the_platform on billing_profiles to sevak_platform using (true) with check (true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table billing_profiles`.execute(db);
}
