import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createDb, type DbHandle } from '@sevak/db';
import type {} from './fastify-types';
import type { Config } from './config';
import { loggerOptions, registerRequestLog } from './http/request-log';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { systemClock, type Clock } from './lib/clock';
import { registerClientApp } from './plugins/client-app';
import { registerLogoRoute } from './http/logo-route';
import { registerErrorHandler } from './plugins/error-handler';
import { openApiPlugin } from './rest/openapi';
import { restPlugin } from './rest/rest-plugin';
import { prepareDatabase, type StartupReport } from './startup';
import { appRouter, type AppRouter } from './trpc/app.router';
import { createContext } from './trpc/context';
import { MAX_BATCH_SIZE, registerTrpcRequestGuards, TRPC_PATH_PARAM_LENGTH } from './trpc/request-guards';

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
    logger: logger ?? loggerOptions(config),
    // One line per request instead of two (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that trickles a request byte by byte is cut off instead of holding a connection;
    // Node checks for such requests every connectionsCheckingInterval (30 s unless told).
    requestTimeout: config.requestTimeoutMs,
    http: { connectionsCheckingInterval: Math.min(5_000, Math.max(100, config.requestTimeoutMs / 4)), maxHeaderSize: 16_384 },
    connectionTimeout: config.requestTimeoutMs * 2,
    maxRequestsPerSocket: 1_000,
    routerOptions: { maxParamLength: TRPC_PATH_PARAM_LENGTH },
  });

  const ownsDatabase = !database;
  const { handle: db, report } = database ? { handle: database, report: undefined } : await openServingDatabase(config, clock, app.log);
  app.decorate('startupReport', report);
  app.decorate('database', db);
  app.decorate('deps', { db: db.db, clock, config, log: app.log });
  if (ownsDatabase) app.addHook('onClose', async () => db.close());

  // Headers get the same deadline as the whole request, and the number of sockets a cap.
  app.server.headersTimeout = Math.min(app.server.headersTimeout, config.requestTimeoutMs);
  app.server.maxHeadersCount = 100;
  app.server.maxConnections = config.maxConnections;
  registerRequestLog(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, config);
  registerSameOriginCheck(app, config);
  registerTrpcRequestGuards(app);
  await app.register(fastifyCookie);

  registerLogoRoute(app);

  app.get('/healthz', async (_request, reply) => {
    const up = await db.ping();
    return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'database unavailable' });
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: MAX_BATCH_SIZE,
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
async function openServingDatabase(
  config: Config,
  clock: Clock,
  log: FastifyBaseLogger,
): Promise<{ handle: DbHandle; report: StartupReport }> {
  const options = {
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    poolMax: config.poolMax,
    connectionTimeoutMs: config.poolWaitMs,
    onPoolError: (error: Error) => log.warn({ err: error }, 'idle database connection lost; the pool will reconnect'),
  };
  const owner = await createDb({ ...options, databaseUrl: config.databaseUrl });
  const report = await prepareDatabase({ db: owner.db, clock, config }, owner, log);
  if (!config.databaseUrl || !config.appDatabaseUrl) return { handle: owner, report };
  await owner.close();
  return { handle: await createDb({ ...options, databaseUrl: config.appDatabaseUrl }), report };
}
