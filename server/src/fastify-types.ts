import type { DbHandle } from '@sevak/db';
import type {} from '@fastify/cookie';
import type { AppDeps } from './deps';
import type { StartupReport } from './startup';

/** What buildApp puts on the Fastify instance. Anything type-checking the server sees this. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    database: DbHandle;
    /** What this start created (the superadmin, the demo business); undefined when given a database. */
    startupReport: StartupReport | undefined;
  }
}
