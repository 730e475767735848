import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, migrateToLatest, type DbHandle } from '@sevak/db';

/** Where each PostgreSQL test database is, so a second connection to it can be opened. */
const urlOfDatabase = new WeakMap<DbHandle, string>();

/**
 * A migrated database of its own for one test file: a new database on the DATABASE_URL server,
 * or a copy of the migrated PGlite template. `close()` drops it.
 */
export async function openTestDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const templatePath = inject('pgliteTemplate');
    const archive = templatePath ? new Blob([await readFile(templatePath)]) : undefined;
    const handle = await createDb({ dataDir: 'memory://', statementTimeoutMs: 30_000, pgliteDataDirArchive: archive });
    if (!archive) await migrateToLatest(handle.db);
    return handle;
  }

  const name = `sevak_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }) });
  await sql.raw(`create database ${name}`).execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: '', statementTimeoutMs: 30_000, poolMax: 4 });
  await migrateToLatest(handle.db);
  const database: DbHandle = {
    ...handle,
    close: async () => {
      await handle.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    },
  };
  urlOfDatabase.set(database, url.toString());
  return database;
}

/**
 * The same test database as a second server process sees it: a pool of its own on PostgreSQL.
 * Embedded PGlite lives inside one process, so there the second process shares the handle;
 * closing what this returns leaves `database` open either way.
 */
export async function openSecondConnection(database: DbHandle, poolMax = 4): Promise<DbHandle> {
  const url = urlOfDatabase.get(database);
  if (!url) return { ...database, close: async () => {} };
  return createDb({ databaseUrl: url, dataDir: '', statementTimeoutMs: 30_000, poolMax });
}
