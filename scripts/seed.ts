/*
 * npm run db:seed: loads the demo business "Aqua Care Services, Pune" (and the superadmin) into
 * DATABASE_URL or the embedded database in DATA_DIR. Running it again changes nothing.
 */
import { migrateToLatest } from '@sevak/db';
import { loadConfig } from '../server/src/config';
import { systemClock } from '../server/src/lib/clock';
import { ensureSuperadmin } from '../server/src/modules/accounts/superadmin';
import { DEMO_ADMIN, seedDemoBusiness } from '../server/src/seed/demo-business';
import { openScriptDatabase } from './open-database';

const config = loadConfig();
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 600_000 });
try {
  await migrateToLatest(database.db);
  const deps = { db: database.db, clock: systemClock, config };
  if (await ensureSuperadmin(deps)) console.log(`Created the superadmin: phone ${config.superadminPhone}.`);
  const existing = await database.db
    .selectFrom('users')
    .where('role', '=', 'ADMIN')
    .where('phone_number', '=', DEMO_ADMIN.phoneNumber)
    .select('id')
    .executeTakeFirst();
  if (existing) {
    console.log(`The demo business is already here: sign in with phone ${DEMO_ADMIN.phoneNumber}.`);
  } else {
    await seedDemoBusiness(deps);
    console.log(`Loaded "${DEMO_ADMIN.fullname}, Pune": sign in with phone ${DEMO_ADMIN.phoneNumber}, password ${DEMO_ADMIN.password}.`);
  }
} finally {
  await database.close();
}
