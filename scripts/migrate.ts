/*
 * npm run db:migrate            bring the schema up to date
 * npm run db:migrate -- down    revert the newest migration
 * npm run db:migrate -- reset   revert every migration (all data is lost)
 * Uses DATABASE_URL, or the embedded database in DATA_DIR.
 */
import { migrateDown, migrateToEmpty, migrateToLatest } from '@sevak/db';
import { loadConfig } from '../server/src/config';
import { openScriptDatabase } from './open-database';

const direction = process.argv[2] ?? 'up';
const actions = { up: migrateToLatest, down: migrateDown, reset: migrateToEmpty } as const;
if (!(direction in actions)) {
  console.error(`Unknown direction "${direction}". Use up, down or reset.`);
  process.exit(2);
}

const config = loadConfig();
const database = await openScriptDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: 600_000 });
try {
  const lines = await actions[direction as keyof typeof actions](database.db);
  console.log(lines.length ? lines.join('\n') : 'Nothing to do: the schema is where you asked.');
} finally {
  await database.close();
}
