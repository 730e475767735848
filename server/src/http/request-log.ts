import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pretty from 'pino-pretty';
import type { Config } from '../config';

/*
 * The server's log: JSON lines for a log collector, or readable lines when a person watches the
 * terminal. Each request is one line when it is answered ("GET /api/v1/admin/visit 200 12 ms"),
 * instead of Fastify's two (one when it arrives, one when it is answered).
 */

/** The request line's own fields: in JSON they are searchable, in the terminal they are the message. */
const REQUEST_FIELDS = ['method', 'url', 'statusCode', 'ms'];

export function loggerOptions(config: Config, terminal = process.stdout.isTTY === true): NonNullable<FastifyServerOptions['logger']> {
  if (!terminal) return { level: config.logLevel };
  return {
    level: config.logLevel,
    stream: pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: ['pid', 'hostname', 'reqId', ...REQUEST_FIELDS].join(','), sync: true }),
  };
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const ms = Math.round(reply.elapsedTime);
    const { method, url } = request;
    request.log.info({ method, url, statusCode: reply.statusCode, ms }, `${method} ${url} ${reply.statusCode} ${ms} ms`);
  });
}
