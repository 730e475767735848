import type { FastifyBaseLogger } from 'fastify';
import { isFreshDatabase, migrateToLatest, type DbHandle } from '@sevak/db';
import type { Config } from './config';
import type { AppDeps } from './deps';
import { ensureSuperadmin } from './modules/accounts/superadmin';
import { keepTalliesInTimeZone } from './modules/dashboard/tallies-time-zone';
import { DEMO_ADMIN, seedDemoBusiness } from './seed/demo-business';

/** What a start created, for the block the server prints once it listens. */
export interface StartupReport {
  superadminCreated: boolean;
  demoBusinessCreated: boolean;
}

/**
 * Brings a database to where the app can serve from it: migrations, the superadmin, and on the
 * first start of an embedded database the demo business, so a newcomer sees a living product.
 */
export async function prepareDatabase(
  deps: AppDeps,
  database: DbHandle,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<StartupReport> {
  const fresh = await isFreshDatabase(deps.db);
  for (const line of await migrateToLatest(deps.db)) log.info(line);
  if (await keepTalliesInTimeZone(deps)) log.info(`Monthly figures and open visits by day made again in ${deps.config.businessTimeZone} time`);
  const superadminCreated = await ensureSuperadmin(deps);
  const demoBusinessCreated = fresh && database.engine === 'pglite' && deps.config.seedDemo;
  if (demoBusinessCreated) await seedDemoBusiness(deps);
  return { superadminCreated, demoBusinessCreated };
}

/** The lines the server prints when it is ready: where it is and, on a first start, how to sign in. */
export function readyMessage(config: Config, address: string, report: StartupReport | undefined): string[] {
  const lines = [`Sevak is ready at ${address}`];
  if (report?.superadminCreated) {
    lines.push(
      config.superadminIsDefault
        ? `Platform operator: phone ${config.superadminPhone}, password ${config.superadminPassword} (the development default: set SUPERADMIN_PHONE and SUPERADMIN_PASSWORD before real use)`
        : `Platform operator: phone ${config.superadminPhone}, with the password in SUPERADMIN_PASSWORD`,
    );
  }
  if (report?.demoBusinessCreated) {
    lines.push(`Demo business "${DEMO_ADMIN.fullname}": phone ${DEMO_ADMIN.phoneNumber}, password ${DEMO_ADMIN.password}`);
  }
  return lines;
}
