import { DataDirInUseError } from '@sevak/db';
import { buildApp } from './app';
import { loadConfig, refusalToServe } from './config';
import { DIGEST_HOUR, startMorningDigest, type MorningDigestTimer } from './modules/service-plans/digest/digest-runner';
import { smtpMailer } from './modules/service-plans/digest/mailer';
import { readyMessage } from './startup';

/** A start-up the owner must fix: said in one sentence on stderr, and the process exits 1. */
function refuseToStart(reason: string): never {
  console.error(`Sevak did not start. ${reason}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuseToStart((error as Error).message);
  }
})();
const refusal = refusalToServe(config);
if (refusal) refuseToStart(refusal);
const app = await buildApp({ config }).catch((error: unknown) => {
  if (error instanceof DataDirInUseError) refuseToStart(error.message);
  throw error;
});

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

// The morning digest ticks in every process that has SMTP_URL; its day's row in the database keeps
// it to one mail per business. Stopped before the database closes, so a tick in flight finishes.
let morningDigest: MorningDigestTimer | undefined;
app.addHook('preClose', async () => {
  await morningDigest?.stop();
});

try {
  const address = await app.listen({ port: config.port, host: config.host });
  if (config.smtpUrl) {
    morningDigest = startMorningDigest(app.deps, smtpMailer(config.smtpUrl, config.digestFrom), app.log);
    app.log.info(`morning digest: each owner's due list by e-mail from ${String(DIGEST_HOUR).padStart(2, '0')}:00 ${config.businessTimeZone}`);
  }
  const lines = readyMessage(config, address.replace('[::1]', 'localhost'), app.startupReport);
  const rule = '─'.repeat(Math.min(100, Math.max(...lines.map((line) => line.length)) + 4));
  console.log(['', rule, ...lines.map((line) => `  ${line}`), rule, ''].join('\n'));
} catch (error) {
  app.log.error({ err: error }, 'could not start');
  await app.close();
  process.exit(1);
}
