import type { DbHandle } from '@sevak/db';
import type {} from '@fastify/cookie';
import type { AppDeps } from './deps';

/** What buildApp puts on the Fastify instance. Anything type-checking the server sees this. */
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    database: DbHandle;
  }
}
