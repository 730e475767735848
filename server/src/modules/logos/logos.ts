import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import { inDataScope } from '../../tenancy/data-scope';

/*
 * A business's logo is stored with the business as the data URL it was uploaded as, and served
 * from a URL of its own: /logos/<business id>/<version>. Lists, the session and the profile carry
 * that URL in their `image` field, so a page of businesses or a session lookup stays a few
 * kilobytes however large the logos are, and a browser fetches each logo once: the version is a
 * digest of the image, so a new logo is a new URL and the old one may be kept for good.
 *
 * The URL is not secret-bearing (a logo is printed on every invoice) but cannot be guessed: it
 * holds the business's random id and the digest.
 */

/** A digest of the logo that names its version in the URL. */
export function logoVersionOf(logo: string): string {
  return createHash('sha256').update(logo, 'utf8').digest('hex').slice(0, 16);
}

/** The columns a logo is written to: the image and its version, always together. */
export function logoColumns(logo: string | null): { logo: string | null; logo_version: string | null } {
  return { logo, logo_version: logo === null ? null : logoVersionOf(logo) };
}

/** The logo's URL of the `businesses` row a query reads, or null without a logo. */
export function logoUrl() {
  return sql<string | null>`case when businesses.logo_version is null then null else '/logos/' || businesses.id || '/' || businesses.logo_version end`;
}

/** The logo of the business `businessId` if `version` is its current version, else null. */
export async function findLogo(db: Kysely<Database>, businessId: string, version: string): Promise<string | null> {
  // No one is signed in to fetch an image: the platform scope reads the one row asked for.
  const row = await inDataScope(db, 'platform', (platform) =>
    platform.selectFrom('businesses').select('logo').where('id', '=', businessId).where('logo_version', '=', version).executeTakeFirst(),
  );
  return row?.logo ?? null;
}
