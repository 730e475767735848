import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb, migrateToLatest } from '@sevak/db';

/*
 * With DATABASE_URL, every test file creates its own database on that server (cheap). Without
 * it, tests run on PGlite, whose initdb costs seconds: it is done once here, migrated, and saved
 * as an archive that each test file loads in under a second.
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'sevak-test-'));
  const template = await createDb({ dataDir: 'memory://', statementTimeoutMs: 30_000 });
  await migrateToLatest(template.db);
  const archivePath = path.join(folder, 'migrated.tar');
  await writeFile(archivePath, Buffer.from(await (await template.archive!()).arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplate', archivePath);
  return () => rm(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
