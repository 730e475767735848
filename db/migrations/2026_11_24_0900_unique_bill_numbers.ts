import { sql, type Kysely } from 'kysely';

/*
 * A bill number names one sale of a business: two purchases may not share it, whatever the case
 * it was typed in. Bills already saved twice keep their first use; each later one gets " (2)",
 * " (3)"… added (within the 32 characters a bill number may have), so nothing saved is lost and
 * the owner can see which to correct. The owner of the table runs this under FORCE row-level
 * security, so the renaming lifts it for its own statement.
 */

const statements = [
  `alter table customer_products no force row level security`,
  `with ranked as (
     select business_id, id,
            row_number() over (partition by business_id, lower(bill_number) order by created_at, id) as use_number
     from customer_products
   )
   update customer_products cp
   set bill_number = left(cp.bill_number, 32 - length(' (' || ranked.use_number || ')')) || ' (' || ranked.use_number || ')'
   from ranked
   where ranked.business_id = cp.business_id and ranked.id = cp.id and ranked.use_number > 1`,
  `alter table customer_products force row level security`,
  `create unique index customer_products_bill_number_key on customer_products (business_id, lower(bill_number))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index customer_products_bill_number_key`.execute(db);
}
