import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp({ config });

// SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database.
let closing = false;
// A request in flight at shutdown is answered on a keep-alive connection, which would then stay
// open (up to Fastify's 72 s keep-alive) and hold the shutdown: its client is told to close it.
app.addHook('onSend', async (_request, reply) => {
  if (closing) reply.header('connection', 'close');
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
