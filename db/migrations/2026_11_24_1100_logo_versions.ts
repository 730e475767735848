import { sql, type Kysely } from 'kysely';

/*
 * A business's logo is served from its own URL, /logos/<business>/<version>, which browsers may
 * keep for good: the version is a digest of the logo, so a new logo is a new URL. Lists and the
 * session carry the URL, never the image. Logos saved before get their version here.
 */

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table businesses add column logo_version text`.execute(db);
  await sql`update businesses set logo_version = left(encode(sha256(convert_to(logo, 'UTF8')), 'hex'), 16) where logo is not null`.execute(db);
  await sql`alter table businesses add constraint businesses_logo_version check ((logo is null) = (logo_version is null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table businesses drop column logo_version`.execute(db);
}
