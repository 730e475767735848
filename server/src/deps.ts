import type { Kysely } from 'kysely';
import type { Database } from '@sevak/db';
import type { Config } from './config';
import type { Clock } from './lib/clock';

/** What every service function is given: the database, the time and the configuration. */
export interface AppDeps {
  db: Kysely<Database>;
  clock: Clock;
  config: Config;
  /**
   * Where work that finishes after its call has been answered reports a failure (a help-desk
   * reply's e-mail to the owner); the server's log. Absent in scripts, which have nothing to send.
   */
  log?: { warn(details: object, message: string): void };
}
