import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { Config } from './config';
import type { Clock } from './lib/clock';

/** What every service function is given: the database, the time and the configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
}
