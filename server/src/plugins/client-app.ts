import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { message, MSG } from '@sevak/shared';
import { AppError } from '../errors/app-error';
import { failureEnvelope, requestLanguage } from './error-handler';

const API_PATH = /^\/(api|trpc)(\/|$)/;

/**
 * Serves the built client, as the files are on disk now (a rebuild needs no restart). Any other GET that wants a page gets index.html, so the browser's
 * router owns /visit, /update/visit/… on reload; unknown API paths stay JSON 404s.
 */
export async function registerClientApp(app: FastifyInstance, clientDistDir: string): Promise<void> {
  const hasClient = existsSync(path.join(clientDistDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDistDir,
      index: false,
      cacheControl: false,
      // Built files carry a content hash in their names: they never change, so browsers keep them.
      // Anything else is checked with the server on each use.
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const sendPage = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html');
  // The root is a page, not the folder of built files.
  if (hasClient) app.get('/', (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' && !API_PATH.test(request.url) && request.headers.accept?.includes('text/html');
    if (hasClient && wantsPage) return sendPage(reply);
    const notFound = new AppError('NOT_FOUND', message(MSG.common.request.noRoute, { method: request.method, path: request.url.split('?')[0] ?? '' }));
    return reply.code(404).send(failureEnvelope(notFound, requestLanguage(request)));
  });
}
