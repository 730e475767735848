import { sql, type Kysely } from 'kysely';

/*
 * The whole Sevak schema as of its first release. Frozen: later changes get a new migration.
 *
 * Tenancy is built into the keys. Every table a business owns has `business_id` and the primary
 * key (business_id, id); every reference between two business tables is a composite foreign key
 * that carries business_id, so no row can ever point at another business's row, whatever the
 * application code does.
 */

const statements = [
  `create extension if not exists pg_trgm`,

  `create table businesses (
    id uuid primary key default gen_random_uuid(),
    start_date date not null,
    expiry_date date not null,
    logo text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint businesses_expiry_not_before_start check (expiry_date >= start_date),
    constraint businesses_logo_is_image_data_url check (logo is null or (logo like 'data:image/%' and length(logo) <= 1400000))
  )`,

  // A person who signs in. Superadmins belong to no business; everyone else belongs to exactly one.
  `create table users (
    id uuid primary key default gen_random_uuid(),
    business_id uuid references businesses (id) on delete restrict,
    role text not null,
    fullname text not null,
    phone_number text not null,
    email text,
    address text,
    image text,
    password_hash text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    constraint users_role_known check (role in ('SUPERADMIN', 'ADMIN', 'EMPLOYEE', 'CUSTOMER')),
    constraint users_only_superadmin_without_business check ((role = 'SUPERADMIN') = (business_id is null)),
    constraint users_business_id_id_key unique (business_id, id)
  )`,
  // Admin and superadmin phones are unique among themselves; employees and customers per business.
  `create unique index users_operator_phone_key on users (phone_number) where role in ('SUPERADMIN', 'ADMIN')`,
  `create unique index users_member_phone_key on users (business_id, role, phone_number) where role in ('EMPLOYEE', 'CUSTOMER')`,
  `create index users_phone_number_idx on users (phone_number)`,
  `create index users_fullname_trgm_idx on users using gin (fullname gin_trgm_ops)`,
  `create index users_phone_number_trgm_idx on users using gin (phone_number gin_trgm_ops)`,

  // Only a hash of the session token is stored: a leaked table cannot be replayed as cookies.
  `create table sessions (
    token_hash bytea primary key,
    user_id uuid not null references users (id) on delete cascade,
    business_id uuid references businesses (id) on delete cascade,
    created_at timestamptz not null,
    last_seen_at timestamptz not null
  )`,
  `create index sessions_user_id_idx on sessions (user_id)`,
  `create index sessions_business_id_idx on sessions (business_id)`,

  // Failed sign-ins, keyed 'phone:…' or 'address:…', so every server process counts the same.
  `create table sign_in_failures (
    id bigint generated always as identity primary key,
    key text not null,
    failed_at timestamptz not null
  )`,
  `create index sign_in_failures_key_failed_at_idx on sign_in_failures (key, failed_at)`,

  `create table product_categories (
    business_id uuid not null references businesses (id) on delete restrict,
    id uuid not null default gen_random_uuid(),
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (business_id, id)
  )`,
  `create unique index product_categories_name_key on product_categories (business_id, lower(name))`,
  `create index product_categories_name_trgm_idx on product_categories using gin (name gin_trgm_ops)`,

  `create table product_sub_categories (
    business_id uuid not null,
    id uuid not null default gen_random_uuid(),
    product_category_id uuid not null,
    name text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint product_sub_categories_category_key unique (business_id, id, product_category_id),
    constraint product_sub_categories_category_fkey foreign key (business_id, product_category_id)
      references product_categories (business_id, id) on delete restrict
  )`,
  `create unique index product_sub_categories_name_key on product_sub_categories (business_id, product_category_id, lower(name))`,
  `create index product_sub_categories_category_idx on product_sub_categories (business_id, product_category_id)`,
  `create index product_sub_categories_name_trgm_idx on product_sub_categories using gin (name gin_trgm_ops)`,

  `create table products (
    business_id uuid not null references businesses (id) on delete restrict,
    id uuid not null default gen_random_uuid(),
    name text not null,
    price numeric(12, 2) not null,
    quantity integer not null,
    product_category_id uuid,
    product_sub_category_id uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint products_price_not_negative check (price >= 0),
    constraint products_quantity_not_negative check (quantity >= 0),
    constraint products_sub_category_needs_category check (product_sub_category_id is null or product_category_id is not null),
    constraint products_category_fkey foreign key (business_id, product_category_id)
      references product_categories (business_id, id) on delete restrict,
    -- the sub-category must belong to the product's own category
    constraint products_sub_category_fkey foreign key (business_id, product_sub_category_id, product_category_id)
      references product_sub_categories (business_id, id, product_category_id) on delete restrict
  )`,
  `create index products_category_idx on products (business_id, product_category_id)`,
  `create index products_sub_category_idx on products (business_id, product_sub_category_id)`,
  `create index products_name_trgm_idx on products using gin (name gin_trgm_ops)`,

  `create table employees (
    business_id uuid not null,
    id uuid not null default gen_random_uuid(),
    user_id uuid not null unique,
    created_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint employees_user_fkey foreign key (business_id, user_id) references users (business_id, id) on delete restrict
  )`,
  `create index employees_created_at_idx on employees (business_id, created_at desc)`,

  `create table customers (
    business_id uuid not null,
    id uuid not null default gen_random_uuid(),
    user_id uuid not null unique,
    created_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint customers_user_fkey foreign key (business_id, user_id) references users (business_id, id) on delete restrict
  )`,
  `create index customers_created_at_idx on customers (business_id, created_at desc)`,

  // A product a customer bought: the invoice line and its warranty.
  `create table customer_products (
    business_id uuid not null,
    id uuid not null default gen_random_uuid(),
    customer_id uuid not null,
    product_id uuid not null,
    invoice_date date not null,
    bill_number text not null,
    price numeric(12, 2) not null,
    warranty_start_date date not null,
    warranty_end_date date not null,
    created_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint customer_products_customer_key unique (business_id, customer_id, id),
    constraint customer_products_price_not_negative check (price >= 0),
    constraint customer_products_warranty_end_not_before_start check (warranty_end_date >= warranty_start_date),
    constraint customer_products_customer_fkey foreign key (business_id, customer_id)
      references customers (business_id, id) on delete cascade,
    constraint customer_products_product_fkey foreign key (business_id, product_id)
      references products (business_id, id) on delete restrict
  )`,
  `create index customer_products_customer_idx on customer_products (business_id, customer_id, created_at)`,
  `create index customer_products_product_idx on customer_products (business_id, product_id)`,
  `create index customer_products_invoice_date_idx on customer_products (business_id, invoice_date desc)`,
  `create index customer_products_bill_number_trgm_idx on customer_products using gin (bill_number gin_trgm_ops)`,

  `create table visits (
    business_id uuid not null,
    id uuid not null default gen_random_uuid(),
    customer_id uuid not null,
    employee_id uuid not null,
    customer_product_id uuid,
    service_description text,
    service_charges numeric(12, 2) not null default 0,
    visit_date timestamptz not null,
    installation_date date,
    service_address text,
    auto_visit_time smallint not null default 3,
    payment_status text not null default 'PENDING',
    is_done boolean not null default false,
    follow_up_of_visit_id uuid,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint visits_service_charges_not_negative check (service_charges >= 0),
    constraint visits_auto_visit_time_range check (auto_visit_time between 0 and 120),
    constraint visits_payment_status_known check (payment_status in ('PENDING', 'PAID', 'CANCELLED')),
    constraint visits_customer_fkey foreign key (business_id, customer_id)
      references customers (business_id, id) on delete restrict,
    constraint visits_employee_fkey foreign key (business_id, employee_id)
      references employees (business_id, id) on delete restrict,
    -- the serviced product must be one this customer bought
    constraint visits_customer_product_fkey foreign key (business_id, customer_id, customer_product_id)
      references customer_products (business_id, customer_id, id) on delete restrict,
    constraint visits_follow_up_of_fkey foreign key (business_id, follow_up_of_visit_id)
      references visits (business_id, id) on delete set null (follow_up_of_visit_id),
    -- a completed visit schedules at most one follow-up, however often it is marked done
    constraint visits_one_follow_up_key unique (business_id, follow_up_of_visit_id)
  )`,
  `create index visits_visit_date_idx on visits (business_id, visit_date desc)`,
  `create index visits_employee_idx on visits (business_id, employee_id, visit_date desc)`,
  `create index visits_customer_idx on visits (business_id, customer_id, visit_date desc)`,
  `create index visits_customer_product_idx on visits (business_id, customer_product_id)`,

  `create table enquiries (
    business_id uuid not null references businesses (id) on delete restrict,
    id uuid not null default gen_random_uuid(),
    name text not null,
    address text,
    phone_number text not null,
    message text,
    product_id uuid,
    created_at timestamptz not null default now(),
    primary key (business_id, id),
    constraint enquiries_product_fkey foreign key (business_id, product_id)
      references products (business_id, id) on delete set null (product_id)
  )`,
  `create index enquiries_created_at_idx on enquiries (business_id, created_at desc)`,
  `create index enquiries_product_idx on enquiries (business_id, product_id)`,
  `create index enquiries_name_trgm_idx on enquiries using gin (name gin_trgm_ops)`,

  `create table help_desk_tickets (
    business_id uuid not null references businesses (id) on delete restrict,
    id uuid not null default gen_random_uuid(),
    message text not null,
    created_at timestamptz not null default now(),
    primary key (business_id, id)
  )`,
  `create index help_desk_tickets_created_at_idx on help_desk_tickets (created_at desc)`,
];

const tablesNewestFirst = [
  'help_desk_tickets',
  'enquiries',
  'visits',
  'customer_products',
  'customers',
  'employees',
  'products',
  'product_sub_categories',
  'product_categories',
  'sign_in_failures',
  'sessions',
  'users',
  'businesses',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tablesNewestFirst) await sql.raw(`drop table ${table}`).execute(db);
}
