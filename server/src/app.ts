import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createDb, type DbHandle } from '@sevak/db';
import type {} from './fastify-types';
import type { Config } from './config';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { systemClock, type Clock } from './lib/clock';
import { registerClientApp } from './plugins/client-app';
import { registerErrorHandler } from './plugins/error-handler';
import { openApiPlugin } from './rest/openapi';
import { restPlugin } from './rest/rest-plugin';
import { prepareDatabase } from './startup';
import { appRouter, type AppRouter } from './trpc/app.router';
import { createContext } from './trpc/context';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database (tests, scripts). Without it the app opens and prepares its own. */
  database?: DbHandle;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Largest JSON body: a 1 MB logo as a base64 data URL, with room for the other fields. A larger
 * body is refused with 413 before it is parsed (plugins/error-handler says why in words).
 */
const BODY_LIMIT_BYTES = 1_500_000;

export async function buildApp({ config, database, clock = systemClock, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
  });

  const ownsDatabase = !database;
  const db = database ?? (await openServingDatabase(config, clock, app.log));
  app.decorate('database', db);
  app.decorate('deps', { db: db.db, clock, config });
  if (ownsDatabase) app.addHook('onClose', async () => db.close());

  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  registerSameOriginCheck(app, config);
  // tRPC would read a multipart form as a call's input; Sevak's calls take JSON only, as REST does.
  app.addHook('onRequest', async (request) => {
    const contentType = request.headers['content-type'] ?? '';
    if (request.url.startsWith('/trpc/') && /^\s*multipart\//i.test(contentType)) {
      throw new Fastify.errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(contentType);
    }
  });
  await app.register(fastifyCookie);

  app.get('/healthz', async (_request, reply) => {
    const up = await db.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'database unavailable' });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: 20,
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC call failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  await app.register(restPlugin);
  await app.register(openApiPlugin);
  await registerClientApp(app, config.clientDistDir);

  return app;
}

/**
 * The database the app serves from, migrated and prepared. With APP_DATABASE_URL the owner's
 * connection only prepares it, and requests connect as the unprivileged login role.
 */
async function openServingDatabase(config: Config, clock: Clock, log: FastifyBaseLogger): Promise<DbHandle> {
  const options = {
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    poolMax: config.poolMax,
    connectionTimeoutMs: config.poolWaitMs,
    onPoolError: (error: Error) => log.warn({ err: error }, 'idle database connection lost; the pool will reconnect'),
  };
  const owner = await createDb({ ...options, databaseUrl: config.databaseUrl });
  await prepareDatabase({ db: owner.db, clock, config }, owner, log);
  if (!config.databaseUrl || !config.appDatabaseUrl) return owner;
  await owner.close();
  return createDb({ ...options, databaseUrl: config.appDatabaseUrl });
}
