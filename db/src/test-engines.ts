import { randomBytes } from 'node:crypto';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll } from 'vitest';
import { createDb, type DbHandle } from './create-db';

/*
 * The databases the schema's tests run on: PGlite always, PostgreSQL when DATABASE_URL names a
 * server (a throwaway database is created on it for each test file).
 */

export type Engine = 'pglite' | 'postgres';

export const ENGINES: Engine[] = (['pglite', 'postgres'] as const).filter((engine) => engine === 'pglite' || process.env.DATABASE_URL);

/**
 * Opens empty databases for one test file and closes (on PostgreSQL: drops) them once its tests
 * are done. Call it at the top of the file.
 */
export function engineOpener(): (engine: Engine) => Promise<DbHandle> {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  return async (engine) => {
    if (engine === 'pglite') {
      const handle = await createDb({ dataDir: 'memory://', statementTimeoutMs: 30_000 });
      cleanups.push(() => handle.close());
      return handle;
    }
    const serverUrl = process.env.DATABASE_URL!;
    const name = `sevak_schema_${randomBytes(5).toString('hex')}`;
    const admin = new Kysely<unknown>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }) });
    await sql.raw(`create database ${name}`).execute(admin);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await createDb({ databaseUrl: url.toString(), dataDir: '', statementTimeoutMs: 30_000 });
    cleanups.push(async () => {
      await handle.close();
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
    });
    return handle;
  };
}
