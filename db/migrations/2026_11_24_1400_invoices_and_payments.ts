import { sql, type Kysely } from 'kysely';

/*
 * GST invoices, credit notes and payments (issue: billing).
 *
 * An issued invoice is never changed or deleted: it carries a copy of the seller and the buyer
 * as they were on the day (a later change of address or GSTIN does not rewrite it), its lines
 * with their computed tax, and its totals. Cancelling it issues a credit note, an invoice row of
 * its own kind and number series that references it. Amounts are numeric rupees, exact.
 *
 * Numbers are consecutive per business, kind and financial year, taken from `invoice_series` in
 * the same transaction as the invoice: the upsert locks the series row, so a second invoice
 * created at the same moment waits for the first to commit and takes the next number, and an
 * invoice that rolls back gives its number back. No gap, no duplicate.
 *
 * A payment pays one invoice or one visit (a visit not yet billed, or paid in advance); an
 * invoice's `amount_paid` is kept in the same transaction as each payment, so a list of invoices
 * shows balances without summing payments row by row.
 */

const BUSINESS_TABLES = ['invoice_series', 'invoices', 'invoice_lines', 'payments'] as const;

const amount = (name: string) => `${name} numeric(14, 2) not null check (${name} >= 0)`;

const statements = [
  `create table invoice_series (
    business_id uuid not null references businesses (id) on delete restrict,
    kind text not null check (kind in ('INVOICE', 'CREDIT_NOTE', 'RECEIPT')),
    financial_year text not null check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
    last_number integer not null check (last_number > 0),
    primary key (business_id, kind, financial_year)
  )`,
  `create table invoices (
    id uuid not null default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete restrict,
    kind text not null check (kind in ('INVOICE', 'CREDIT_NOTE')),
    number text not null check (number ~ '^[A-Z0-9/-]{1,16}$'),
    invoice_date date not null,
    customer_id uuid not null,
    credit_note_of uuid,
    seller jsonb not null,
    buyer jsonb not null,
    place_of_supply text not null check (place_of_supply ~ '^[0-9]{2}$'),
    intra_state boolean not null,
    prices_include_tax boolean not null,
    ${amount('taxable_value')},
    ${amount('cgst')},
    ${amount('sgst')},
    ${amount('igst')},
    round_off numeric(4, 2) not null check (round_off between -0.49 and 0.50),
    ${amount('total')},
    amount_paid numeric(14, 2) not null default 0 check (amount_paid >= 0),
    notes text,
    cancelled_at timestamptz,
    cancel_reason text,
    created_at timestamptz not null default now(),
    primary key (business_id, id),
    unique (business_id, kind, number),
    -- An invoice is cancelled by one credit note at most.
    unique (business_id, credit_note_of),
    constraint invoices_customer_fkey foreign key (business_id, customer_id)
      references customers (business_id, id) on delete restrict,
    constraint invoices_credit_note_of_fkey foreign key (business_id, credit_note_of)
      references invoices (business_id, id) on delete restrict,
    constraint invoices_credit_note_references check ((kind = 'CREDIT_NOTE') = (credit_note_of is not null)),
    constraint invoices_paid_at_most_total check (amount_paid <= total)
  )`,
  // A page of invoices by date reads this index in order, as the visit list does.
  `create index invoices_page_order_idx on invoices (business_id, invoice_date, id)`,
  `create index invoices_customer_idx on invoices (business_id, customer_id, invoice_date)`,
  `create index invoices_number_trgm_idx on invoices using gin (number gin_trgm_ops)`,
  // What is still owed: the dashboard's oldest unpaid invoices, and its outstanding total read
  // from the index alone.
  `create index invoices_unpaid_idx on invoices (business_id, invoice_date, id) include (total, amount_paid)
     where kind = 'INVOICE' and cancelled_at is null and amount_paid < total`,
  // What visits not yet paid are owed, read from the index alone.
  `create index visits_unpaid_charges_idx on visits (business_id) include (id, service_charges)
     where payment_status = 'PENDING' and service_charges > 0`,

  `create table invoice_lines (
    id uuid not null default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete restrict,
    invoice_id uuid not null,
    position integer not null check (position > 0),
    kind text not null check (kind in ('PRODUCT', 'VISIT', 'TEXT')),
    -- What a line billed; the line keeps its own description if that record goes.
    product_id uuid,
    customer_product_id uuid,
    visit_id uuid,
    description text not null,
    hsn_code text check (hsn_code ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$'),
    quantity_milli bigint not null check (quantity_milli > 0),
    ${amount('unit_price')},
    ${amount('discount')},
    gst_rate_bp integer not null check (gst_rate_bp >= 0),
    ${amount('taxable_value')},
    ${amount('cgst')},
    ${amount('sgst')},
    ${amount('igst')},
    ${amount('total')},
    primary key (business_id, id),
    unique (business_id, invoice_id, position),
    constraint invoice_lines_invoice_fkey foreign key (business_id, invoice_id)
      references invoices (business_id, id) on delete restrict,
    constraint invoice_lines_product_fkey foreign key (business_id, product_id)
      references products (business_id, id) on delete set null (product_id),
    constraint invoice_lines_customer_product_fkey foreign key (business_id, customer_product_id)
      references customer_products (business_id, id) on delete set null (customer_product_id),
    constraint invoice_lines_visit_fkey foreign key (business_id, visit_id)
      references visits (business_id, id) on delete set null (visit_id)
  )`,
  `create index invoice_lines_visit_idx on invoice_lines (business_id, visit_id) where visit_id is not null`,
  `create index invoice_lines_purchase_idx on invoice_lines (business_id, customer_product_id) where customer_product_id is not null`,

  `create table payments (
    id uuid not null default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete restrict,
    customer_id uuid not null,
    invoice_id uuid,
    visit_id uuid,
    receipt_number text not null,
    amount numeric(14, 2) not null check (amount > 0),
    paid_on date not null,
    mode text not null check (mode in ('CASH', 'UPI', 'CARD', 'BANK_TRANSFER', 'CHEQUE')),
    reference text,
    -- 'VISIT_FORM': recorded by marking a visit Paid on the spec's visit form.
    recorded_from text not null default 'BILLING' check (recorded_from in ('BILLING', 'VISIT_FORM')),
    created_at timestamptz not null default now(),
    primary key (business_id, id),
    unique (business_id, receipt_number),
    constraint payments_customer_fkey foreign key (business_id, customer_id) references customers (business_id, id) on delete restrict,
    constraint payments_invoice_fkey foreign key (business_id, invoice_id) references invoices (business_id, id) on delete restrict,
    constraint payments_visit_fkey foreign key (business_id, visit_id) references visits (business_id, id) on delete restrict,
    constraint payments_pay_something check (invoice_id is not null or visit_id is not null)
  )`,
  `create index payments_invoice_idx on payments (business_id, invoice_id) where invoice_id is not null`,
  `create index payments_visit_idx on payments (business_id, visit_id) where visit_id is not null`,
  `create index payments_customer_idx on payments (business_id, customer_id, paid_on)`,
  `create index payments_paid_on_idx on payments (business_id, paid_on)`,

  // The invoice list's size, kept like the other long lists' (2026_11_21_1100_list_totals).
  `create trigger invoices_tally_inserts after insert on invoices
    referencing new table as inserted_rows for each statement execute function tally_inserted_rows()`,
  `create trigger invoices_tally_deletes after delete on invoices
    referencing old table as deleted_rows for each statement execute function tally_deleted_rows()`,

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
  await sql`delete from row_tallies where table_name = 'invoices'`.execute(db);
  await sql`drop index visits_unpaid_charges_idx`.execute(db);
  for (const table of ['payments', 'invoice_lines', 'invoices', 'invoice_series']) await sql.raw(`drop table ${table}`).execute(db);
}
