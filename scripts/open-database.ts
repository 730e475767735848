import { createDb, DataDirInUseError, type DbHandle, type DbOptions } from '@sevak/db';

/**
 * The database a script works on. When another process holds the embedded database's folder, the
 * script says so in one sentence and exits 1, touching nothing.
 */
export async function openScriptDatabase(options: DbOptions): Promise<DbHandle> {
  try {
    return await createDb(options);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
