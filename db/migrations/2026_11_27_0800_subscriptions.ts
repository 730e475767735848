import { sql, type Kysely } from 'kysely';

/*
 * What a business pays the platform for its access period. The operator keeps plans (a length in
 * months, a yearly rate — one period costs the rate for its months — and limits if it sells any);
 * each payment a business makes is a subscription: the plan, the period of access it bought, the money received and the operator's numbered receipt. A renewal
 * moves `businesses.expiry_date` to the subscription's `period_end` in the same transaction, so
 * the access period and the history never disagree.
 *
 * Plans belong to the platform, not to a business: every business may read them (the "how to
 * renew" page lists their prices), only the platform's role writes them. A subscription belongs
 * to its business, which may read its own (the dashboard's plan and renewal date); only the
 * platform's role writes one.
 */

const APP_ROLE = 'sevak_app';
const PLATFORM_ROLE = 'sevak_platform';

/**
 * The plans a fresh install offers, as the help desk's plan cards show them: 6 months for ₹6,000
 * (a yearly rate of ₹12,000) and 12 months for ₹10,000.
 */
const FIRST_PLANS = [
  { name: '6 Months', months: 6, pricePerYear: 12000 },
  { name: '12 Months', months: 12, pricePerYear: 10000 },
];

const statements = [
  `create table plans (
    id uuid primary key default gen_random_uuid(),
    name text not null check (length(name) between 1 and 100),
    -- One period's length; its price is price_per_year * months / 12.
    months integer not null default 12 check (months between 1 and 36),
    price_per_year numeric(12, 2) not null check (price_per_year > 0),
    max_technicians integer check (max_technicians > 0),
    max_customers integer check (max_customers > 0),
    active boolean not null default true,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  // Two plans of one name would be told apart by nothing on a receipt.
  `create unique index plans_name_key on plans (lower(name))`,
  `revoke all on plans from ${APP_ROLE}`,
  `grant select on plans to ${APP_ROLE}`,
  `grant select, insert, update on plans to ${PLATFORM_ROLE}`,

  `create table subscriptions (
    id uuid primary key default gen_random_uuid(),
    -- A business that has paid is never deleted (its receipts are kept): no cascade.
    business_id uuid not null references businesses (id),
    plan_id uuid not null references plans (id),
    period_start date not null,
    period_end date not null,
    amount numeric(12, 2) not null check (amount > 0),
    mode text not null check (mode in ('CASH', 'UPI', 'CARD', 'BANK_TRANSFER', 'CHEQUE')),
    paid_on date not null,
    reference text,
    receipt_number text not null unique,
    created_at timestamptz not null default now(),
    check (period_end >= period_start)
  )`,
  `create index subscriptions_business_idx on subscriptions (business_id, period_end desc)`,
  // The operator's revenue by month reads payments by day across businesses.
  `create index subscriptions_paid_on_idx on subscriptions (paid_on)`,
  `alter table subscriptions enable row level security`,
  `alter table subscriptions force row level security`,
  `create policy subscriptions_of_the_business on subscriptions to ${APP_ROLE}
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy subscriptions_of_the_platform on subscriptions to ${PLATFORM_ROLE} using (true) with check (true)`,
  // A business reads its history; the operator records it (the policies above still hold).
  `revoke insert, update, delete on subscriptions from ${APP_ROLE}`,
  `grant select, insert on subscriptions to ${PLATFORM_ROLE}`,
  // The renewal appears in the business's own trail, named by its receipt.
  `create trigger subscriptions_audit after insert or update or delete on subscriptions
     for each row execute function audit_row_change('subscription', 'receipt_number')`,

  /*
   * Receipt numbers run through each calendar year across the platform: SVK-R-2026-0001. The
   * counter's row is taken with the renewal's insert and held until its transaction ends, so two
   * renewals at once get consecutive numbers, never the same one.
   */
  `create table subscription_receipt_series (
    year integer primary key,
    last_number integer not null
  )`,
  `revoke all on subscription_receipt_series from ${APP_ROLE}`,
  `grant select, insert, update on subscription_receipt_series to ${PLATFORM_ROLE}`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
  for (const plan of FIRST_PLANS) {
    await sql`insert into plans (name, months, price_per_year) values (${plan.name}, ${plan.months}, ${plan.pricePerYear})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table subscription_receipt_series`.execute(db);
  await sql`drop table subscriptions`.execute(db);
  await sql`drop table plans`.execute(db);
}
