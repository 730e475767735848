import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';

export type DatabaseEngine = 'postgres' | 'pglite';

export interface DbOptions {
  /** A PostgreSQL connection string. Without it Sevak runs on embedded PGlite in `dataDir`. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** Longest a single statement may run before PostgreSQL cancels it. */
  statementTimeoutMs: number;
  poolMax?: number;
  /** How long a request waits for a free pool connection before failing. */
  connectionTimeoutMs?: number;
  /** Called when an idle pooled connection dies (a PostgreSQL restart); the pool replaces it. */
  onPoolError?: (error: Error) => void;
  /** A migrated embedded database to start from, instead of running initdb (tests). */
  pgliteDataDirArchive?: Blob | File;
}

export interface DbHandle {
  db: Kysely<Database>;
  engine: DatabaseEngine;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** The embedded database's files as one archive, to open copies of it quickly (PGlite only). */
  archive?: () => Promise<Blob>;
  close(): Promise<void>;
}

/*
 * Both engines return the same JavaScript values: money (numeric) and counts (int8) as numbers,
 * calendar dates (date) as 'YYYY-MM-DD' strings, so a date never shifts with the server's zone.
 * Counts stay far below 2^53 and money is at most 12 digits with 2 decimals, so numbers are exact
 * enough to carry; sums are done by PostgreSQL in numeric.
 */
const NUMERIC_OID = 1700;
const INT8_OID = 20;
const DATE_OID = 1082;
const toNumber = (value: string) => Number(value);
const asIs = (value: string) => value;

export async function createDb(options: DbOptions): Promise<DbHandle> {
  return options.databaseUrl ? createPostgresDb(options.databaseUrl, options) : createPgliteDb(options);
}

/*
 * pg answers `client.query(text, values)` without a callback with a promise that keeps the whole
 * result reachable for a while after the caller has finished with it, so a page of rows outlives
 * a young-generation collection and is copied into the old generation, where only the rarer full
 * collections free it. Reading the 100,000 visits of a CSV export page by page that way moved
 * ~100 MB of finished pages into the old generation and raised the server's peak RSS by ~110 MB;
 * the same reads through pg's callback form moved 7 MB. Kysely calls the promise form, so the
 * pool's clients answer it through the callback form.
 */
class Client extends pg.Client {
  // pg's overloads cannot be restated one by one; every call but Kysely's goes to pg as it came.
  override query(text: any, values?: any, callback?: any): any {
    if (typeof text !== 'string' || typeof values === 'function' || callback !== undefined) return super.query(text, values, callback);
    return new Promise<pg.QueryResult>((resolve, reject) =>
      super.query(text, values ?? [], (error: Error, result: pg.QueryResult) => (error ? reject(error) : resolve(result))),
    );
  }
}

function createPostgresDb(connectionString: string, options: DbOptions): DbHandle {
  const pool = new pg.Pool({
    Client,
    connectionString,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === NUMERIC_OID || oid === INT8_OID) return toNumber;
        if (oid === DATE_OID) return asIs;
        return pg.types.getTypeParser(oid, format as 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // Without a listener, an idle client dying (PostgreSQL restarted) would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  // The pool listens only to idle clients. A client in use dies too when PostgreSQL restarts
  // (between two statements of a transaction, nothing else hears it): its next statement fails,
  // the request is answered 503, and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: 'postgres', ping: () => ping(db), close: () => db.destroy() };
}

async function createPgliteDb(options: DbOptions): Promise<DbHandle> {
  const inMemory = options.dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(options.dataDir);
  try {
    return await openPglite(options, unlock);
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPglite(options: DbOptions, unlock: () => void): Promise<DbHandle> {
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { btree_gin, pg_trgm },
    ...(options.pgliteDataDirArchive ? { loadDataDir: options.pgliteDataDirArchive } : {}),
    parsers: {
      [pgliteTypes.NUMERIC]: toNumber,
      [pgliteTypes.INT8]: toNumber,
      [pgliteTypes.DATE]: asIs,
    },
  });
  await pglite.exec(`set statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    engine: 'pglite',
    ping: () => ping(db),
    archive: () => pglite.dumpDataDir('none'),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
