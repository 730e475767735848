import { sql, type Kysely } from 'kysely';

/*
 * Service requests (issue: the technician's app and the customer's portal): a customer signed in
 * to the portal asks for service on one of their purchases. The request reaches the business as
 * an enquiry marked `service_request`, naming the customer and the purchase, with a preferred day.
 * Its state to the customer (received, visit booked, serviced) is read from the visits booked for
 * that purchase after it, never stored, so it cannot disagree with the visit list.
 */

const statements = [
  `alter table enquiries
     add column kind text not null default 'enquiry' check (kind in ('enquiry', 'service_request')),
     add column customer_id uuid,
     add column customer_product_id uuid,
     add column preferred_date date,
     add constraint enquiries_customer_fkey foreign key (business_id, customer_id)
       references customers (business_id, id) on delete cascade,
     add constraint enquiries_purchase_fkey foreign key (business_id, customer_product_id)
       references customer_products (business_id, id) on delete set null (customer_product_id),
     add constraint enquiries_service_request_names_customer check ((kind = 'service_request') = (customer_id is not null))`,
  `create index enquiries_customer_idx on enquiries (business_id, customer_id, created_at desc) where customer_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const undo = [
    'drop index enquiries_customer_idx',
    'alter table enquiries drop column preferred_date',
    'alter table enquiries drop column customer_product_id',
    'alter table enquiries drop column customer_id',
    'alter table enquiries drop column kind',
  ];
  for (const statement of undo) await sql.raw(statement).execute(db);
}
