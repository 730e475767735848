import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { MSG } from '@sevak/shared';
import { AppError } from '../errors/app-error';
import { allOperations } from '../operations/all-operations';
import { operationsOf } from '../operations/operation';

/*
 * What a tRPC request must look like before tRPC reads it. tRPC parses its own bodies and
 * `?input=` with plain JSON.parse, so the guards REST gets from Fastify's parser are applied here.
 */

/** The most calls one tRPC request may carry (the client batches up to this many). */
export const MAX_BATCH_SIZE = 20;

const TRPC_PATH = /^\/trpc\/([^?]*)/;

/**
 * The longest path segment a full batch needs ('admin.visits.list,admin.visits.summary,…'), so
 * the router's limit on a path parameter never refuses a batch the batch limit allows.
 */
export const TRPC_PATH_PARAM_LENGTH = (() => {
  const longest = Math.max(...[...operationsOf(allOperations)].map(([path]) => path.length));
  return MAX_BATCH_SIZE * (longest + 1);
})();

/** The procedures a tRPC request names, in order. */
function proceduresOf(request: FastifyRequest): string[] {
  const match = TRPC_PATH.exec(request.url);
  return match ? decodeURIComponent(match[1]!).split(',') : [];
}

const MAY_NAME_A_FORBIDDEN_KEY = /__proto__|constructor|\\u/;

export function registerTrpcRequestGuards(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  const parsesSafely = (request: FastifyRequest, text: string) =>
    new Promise<boolean>((resolve) => parseJson(request, text, (error) => resolve(!error)));

  app.addHook('onRequest', async (request) => {
    if (!TRPC_PATH.test(request.url)) return;
    // tRPC would read a multipart form as a call's input; Sevak's calls take JSON only, as REST does.
    const contentType = request.headers['content-type'] ?? '';
    if (/^\s*multipart\//i.test(contentType)) throw new Fastify.errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(contentType);
    // Each sign-in attempt is counted on its own; a batch would be many guesses in one request.
    const procedures = proceduresOf(request);
    if (procedures.length > 1 && procedures.includes('users.login')) throw new AppError('BAD_REQUEST', MSG.common.trpc.signInAlone);
  });

  app.addHook('preHandler', async (request) => {
    if (!TRPC_PATH.test(request.url)) return;
    const input = (request.query as { input?: unknown }).input;
    for (const text of [request.body, input]) {
      // Only text that could name such a key (plainly or \u-escaped) is parsed a second time.
      if (typeof text === 'string' && MAY_NAME_A_FORBIDDEN_KEY.test(text) && !(await parsesSafely(request, text))) {
        // Malformed JSON is tRPC's to answer; a poisoned key is refused here.
        if (/"(__proto__|prototype)"/.test(text)) throw new AppError('BAD_REQUEST', MSG.common.trpc.forbiddenKey);
      }
    }
  });
}
