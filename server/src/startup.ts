import type { FastifyBaseLogger } from 'fastify';
import { isFreshDatabase, migrateToLatest, type DbHandle } from '@sevak/db';
import type { AppDeps } from './deps';
import { ensureSuperadmin } from './modules/accounts/superadmin';
import { DEMO_ADMIN, seedDemoBusiness } from './seed/demo-business';

/**
 * Brings a database to where the app can serve from it: migrations, the superadmin, and on the
 * first start of an embedded database the demo business, so a newcomer sees a living product.
 */
export async function prepareDatabase(
  deps: AppDeps,
  database: DbHandle,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  const fresh = await isFreshDatabase(deps.db);
  for (const line of await migrateToLatest(deps.db)) log.info(line);

  if (await ensureSuperadmin(deps)) {
    if (deps.config.superadminIsDefault) {
      log.warn(
        `Created the superadmin with the DEVELOPMENT DEFAULT sign-in: phone ${deps.config.superadminPhone}, ` +
          `password ${deps.config.superadminPassword}. Set SUPERADMIN_PHONE and SUPERADMIN_PASSWORD in production.`,
      );
    } else {
      log.info(`Created the superadmin for phone ${deps.config.superadminPhone}.`);
    }
  }

  if (fresh && database.engine === 'pglite' && deps.config.seedDemo) {
    await seedDemoBusiness(deps);
    log.info(`Loaded the demo business "${DEMO_ADMIN.fullname}": sign in with phone ${DEMO_ADMIN.phoneNumber}, password ${DEMO_ADMIN.password}.`);
  }
}
