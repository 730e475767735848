import { Migrator, NO_MIGRATIONS, sql, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from '../migrations';

function migrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((result) => `${result.direction === 'Up' ? 'applied' : 'reverted'} ${result.migrationName}`);
}

/** Brings the schema up to date; returns what it applied, one line a migration. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateToLatest());
}

/** Reverts the newest migration. */
export async function migrateDown(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateDown());
}

/** Reverts every migration, leaving an empty schema. */
export async function migrateToEmpty(db: Kysely<any>): Promise<string[]> {
  return unwrap(await migrator(db).migrateTo(NO_MIGRATIONS));
}

/** True when no migration has ever run here: the database was just created. */
export async function isFreshDatabase(db: Kysely<any>): Promise<boolean> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(db);
  return !rows[0]?.exists;
}
