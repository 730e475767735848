import { sql, type Kysely } from 'kysely';

/*
 * What each business uses, for the operator's list of businesses and its console: when someone
 * of the business last signed in, when it last recorded a visit, and how many bytes of images it
 * stores. One row per business, read by its primary key beside each row of a page, so a page of
 * businesses never counts or scans a business's rows.
 *
 * Kept as the rows change: the last visit and the images by triggers in the change's own
 * transaction (no code path can forget them), the last sign-in by the sign-in itself
 * (server/src/modules/auth/sign-in.service.ts), as signing in changes no table the usage follows.
 * Customers and visits this month are not here: row_tallies and monthly_tallies keep them.
 *
 * The images a business stores are its logo and any account pictures (users.image), each kept
 * as a base64 data URL; a figure is the bytes of the images themselves, as uploaded.
 */

const APP_ROLE = 'sevak_app';
const PLATFORM_ROLE = 'sevak_platform';

const statements = [
  `create table business_usage (
    business_id uuid primary key references businesses (id) on delete cascade,
    last_sign_in_at timestamptz,
    last_visit_at timestamptz,
    storage_bytes bigint not null default 0,
    constraint business_usage_storage_not_negative check (storage_bytes >= 0)
  )`,

  // The bytes of the image a base64 data URL holds (0 for none): 3 per 4 characters, less the padding.
  `create function data_url_bytes(data_url text) returns bigint language sql immutable as $$
     select case when data_url is null then 0 else
       (length(data_url) - strpos(data_url, ',')) / 4 * 3
         - (case when right(data_url, 2) = '==' then 2 when right(data_url, 1) = '=' then 1 else 0 end)
     end::bigint
   $$`,

  `create function add_business_storage(business uuid, bytes bigint) returns void language sql as $$
     insert into business_usage as u (business_id, storage_bytes) values (business, greatest(bytes, 0))
       on conflict (business_id) do update set storage_bytes = greatest(u.storage_bytes + excluded.storage_bytes, 0)
   $$`,
  // A logo set, changed or removed moves its business's figure by the difference.
  `create function count_logo_storage() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then
       perform add_business_storage(new.id, data_url_bytes(new.logo));
     else
       update business_usage set storage_bytes = greatest(storage_bytes + data_url_bytes(new.logo) - data_url_bytes(old.logo), 0)
         where business_id = new.id;
       if not found then perform add_business_storage(new.id, data_url_bytes(new.logo)); end if;
     end if;
     return null;
   end $$`,
  `create trigger businesses_usage_logo_inserted after insert on businesses
     for each row when (new.logo is not null) execute function count_logo_storage()`,
  `create trigger businesses_usage_logo_updated after update of logo on businesses
     for each row when (old.logo is distinct from new.logo) execute function count_logo_storage()`,

  // An account's picture, likewise; the operator's own account belongs to no business.
  `create function count_picture_storage() returns trigger language plpgsql as $$
   begin
     if tg_op in ('UPDATE', 'DELETE') and old.business_id is not null then
       update business_usage set storage_bytes = greatest(storage_bytes - data_url_bytes(old.image), 0)
         where business_id = old.business_id;
     end if;
     if tg_op in ('INSERT', 'UPDATE') and new.business_id is not null then
       perform add_business_storage(new.business_id, data_url_bytes(new.image));
     end if;
     return null;
   end $$`,
  `create trigger users_usage_picture_inserted after insert on users
     for each row when (new.image is not null) execute function count_picture_storage()`,
  `create trigger users_usage_picture_updated after update of image on users
     for each row when (old.image is distinct from new.image) execute function count_picture_storage()`,
  `create trigger users_usage_picture_deleted after delete on users
     for each row when (old.image is not null) execute function count_picture_storage()`,

  // A statement's visits move the business's last visit once, however many it adds (an import).
  `create function note_recorded_visits() returns trigger language plpgsql as $$
   begin
     insert into business_usage as u (business_id, last_visit_at)
       select business_id, max(created_at) from new_rows group by business_id order by business_id
       on conflict (business_id) do update set last_visit_at = greatest(u.last_visit_at, excluded.last_visit_at);
     return null;
   end $$`,
  `create trigger visits_usage_recorded after insert on visits
     referencing new table as new_rows for each statement execute function note_recorded_visits()`,

  // From what there is: the last sign-in from the sessions and the audit trail's sign-ins.
  `insert into business_usage (business_id, last_sign_in_at, last_visit_at, storage_bytes)
     select b.id, greatest(s.last_session, a.last_sign_in), v.last_visit,
            data_url_bytes(b.logo) + coalesce(p.bytes, 0)
       from businesses b
       left join (select business_id, max(created_at) as last_session from sessions where business_id is not null group by business_id) s
         on s.business_id = b.id
       left join (select business_id, max(at) as last_sign_in from audit_log where action = 'sign_in' and business_id is not null group by business_id) a
         on a.business_id = b.id
       left join (select business_id, max(created_at) as last_visit from visits group by business_id) v on v.business_id = b.id
       left join (select business_id, sum(data_url_bytes(image)) as bytes from users where image is not null and business_id is not null group by business_id) p
         on p.business_id = b.id`,

  // The console's renewals read businesses by expiry date, and its new businesses by month by creation.
  `create index businesses_expiry_date_idx on businesses (expiry_date)`,
  `create index businesses_created_at_idx on businesses (created_at)`,

  `alter table business_usage enable row level security`,
  `alter table business_usage force row level security`,
  `create policy business_usage_of_the_business on business_usage to ${APP_ROLE}
     using (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)
     with check (business_id = nullif(current_setting('sevak.business_id', true), '')::uuid)`,
  `create policy business_usage_of_the_platform on business_usage to ${PLATFORM_ROLE} using (true) with check (true)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'drop trigger visits_usage_recorded on visits',
    'drop trigger users_usage_picture_inserted on users',
    'drop trigger users_usage_picture_updated on users',
    'drop trigger users_usage_picture_deleted on users',
    'drop trigger businesses_usage_logo_inserted on businesses',
    'drop trigger businesses_usage_logo_updated on businesses',
    'drop function note_recorded_visits()',
    'drop function count_picture_storage()',
    'drop function count_logo_storage()',
    'drop function add_business_storage(uuid, bigint)',
    'drop function data_url_bytes(text)',
    'drop index businesses_expiry_date_idx',
    'drop index businesses_created_at_idx',
    'drop table business_usage',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
