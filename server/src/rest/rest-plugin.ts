import { Readable } from 'node:stream';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { MAX_IMPORT_BYTES, MSG, type FailureEnvelope, type SuccessEnvelope } from '@sevak/shared';
import { AppError } from '../errors/app-error';
import type { AppDeps } from '../deps';
import { validationError } from '../errors/to-app-error';
import { renderMessage } from '../i18n/messages';
import { requestLanguage } from '../plugins/error-handler';
import { sendJsonAnswer } from '../http/json-answer';
import { clientConnectionOf, readSessionToken } from '../http/session-cookie';
import { admit, type CallerOf, type SignedInCaller } from '../modules/auth/admission';
import { inSessionScope, resolveSession } from '../modules/auth/sessions.service';
import { inDataScope, type DataScope } from '../tenancy/data-scope';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeyOf,
  releaseKey,
  rememberAnswer,
  REPLAYED_HEADER,
  type StoredAnswer,
} from './idempotency';
import { FileAnswer, type ScopedRead } from '../operations/file-answer';
import { runOperation } from '../operations/run-operation';
import { restAnswerOf, restInputOf, restRoutes, type RestRoute } from './rest-routes';

export const REST_PREFIX = '/api/v1';

/** The UTF-8 byte-order mark Excel writes at the head of a CSV file. */
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * An uploaded file's text without its byte-order mark. Kept, the mark would be the one character
 * that makes V8 store all of an English file's text at two bytes a character: 40 MB, not 20, for
 * the largest import. (A browser's Blob.text() drops it the same way before the tRPC door.)
 */
function csvText(bytes: Buffer): string {
  return bytes.toString('utf8', bytes.subarray(0, 3).equals(UTF8_BOM) ? 3 : 0);
}

/** The request asks for CSV before JSON (`Accept: text/csv`). */
function prefersCsv(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const csv = accept.indexOf('text/csv');
  const json = accept.indexOf('application/json');
  return csv !== -1 && (json === -1 || csv < json);
}

/**
 * A file goes out as its bytes, to be saved under its name: no envelope, never cached.
 *
 * A file written while it is sent (a whole list as CSV) is streamed after the call's transaction
 * has ended, and reads each page in a short transaction of its own, in the caller's scope. Holding
 * the call's transaction open for the whole download instead would hold a database connection
 * for as long as the client takes to read the file: embedded PGlite has only the one, so a slow
 * download would stall every other request of every business, and a few slow ones would empty
 * PostgreSQL's pool. Keyset pages fit together without one snapshot (lib/keyset.ts): each starts
 * after the last row sent, so no row is read twice by paging; a row whose sort key changes during
 * the download (a visit marked done meanwhile) may be missed or appear again, as in any list read
 * while it changes. The stream is read only as fast as the client takes it (backpressure), so
 * memory holds about two pages (the one being written and the next, read ahead), and a client
 * that goes away ends it. The first chunk is read before anything is sent, so a failure there is
 * answered as any error is; one later cuts the download short.
 */
async function sendFile(reply: FastifyReply, file: FileAnswer, inScope: ScopedRead) {
  const asciiName = file.fileName.replace(/[^\w.-]/g, '_');
  const body = typeof file.body === 'function' ? await streamed(file.body(inScope)) : file.body;
  return reply
    .code(200)
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(body);
}

/** A stream of `chunks` that has read the first already: a failure to start throws here. */
async function streamed(chunks: AsyncIterable<string | Buffer>): Promise<Readable> {
  const iterator = chunks[Symbol.asyncIterator]();
  const first = await iterator.next();
  async function* all() {
    if (first.done) return;
    yield first.value;
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return Readable.from(all(), { objectMode: false });
}

function sendJson(reply: FastifyReply, answer: StoredAnswer) {
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

/** Runs the route's operation for an admitted caller and wraps its answer in the success envelope. */
async function answer(route: RestRoute, request: FastifyRequest, reply: FastifyReply, deps: AppDeps, caller: unknown) {
  const parts = { params: request.params as Record<string, string>, query: request.query as Record<string, unknown>, body: request.body ?? {} };
  let input: unknown;
  if (route.input) {
    const parsed = route.input.safeParse(restInputOf(route, parts));
    if (!parsed.success) throw validationError(parsed.error);
    input = parsed.data;
  }
  const output = await runOperation(route.procedure, route.operation, {
    deps,
    caller: caller as CallerOf<typeof route.access>,
    input,
    client: clientConnectionOf(request, reply, deps.config),
  });
  const file = output instanceof FileAnswer ? output : route.csv && prefersCsv(request) ? route.csv(output as never) : undefined;
  if (file) return file;
  const { data, total } = restAnswerOf(route, output);
  if (total !== undefined) reply.header('x-total-count', String(total));
  const message = renderMessage(route.messageOf ? route.messageOf(output as never) : route.message, requestLanguage(request));
  return { statusCode: route.status, success: true, message, data } satisfies SuccessEnvelope<unknown>;
}

/**
 * Registers every REST route. Errors go to the one error handler (plugins/error-handler). A
 * signed-in caller's POST may carry an Idempotency-Key (see ./idempotency): its first success is
 * kept and sent again for a retry with the same key, instead of running the request twice.
 * Sign-in and sign-out are anonymous and answer with a cookie, which a kept answer cannot give
 * back, so they always run.
 */
export async function restPlugin(app: FastifyInstance): Promise<void> {
  // Bodies are JSON only. Fastify would hand a text/plain body over as a string, which a route
  // that reads only its path (a delete, marking a visit done) would not even look at.
  app.removeContentTypeParser('text/plain');
  // A POST that sends nothing (signing out, marking a visit done) may still say it sends JSON, as
  // many clients do: an empty body is no body, not malformed JSON. Anything else parses as before.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') done(null, undefined);
    else parseJson(request, body.toString(), done);
  });
  // An import's file comes as it was saved (text/csv), up to MAX_IMPORT_BYTES; every other route takes JSON alone.
  const csvRoutes = new Set(restRoutes.filter((route) => route.body === 'csv').map((route) => `${REST_PREFIX}${route.path}`));
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (request, body, done) => {
    if (csvRoutes.has(request.routeOptions.url ?? '')) done(null, csvText(body as Buffer));
    else done(new Fastify.errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE('text/csv'), undefined);
  });
  const readingIn =
    (scope: DataScope): ScopedRead =>
    (read) =>
      inDataScope(app.deps.db, scope, read);
  for (const route of restRoutes) {
    const { access } = route;
    app.route({
      method: route.method,
      url: `${REST_PREFIX}${route.path}`,
      ...(route.body === 'csv'
        ? {
            bodyLimit: MAX_IMPORT_BYTES,
            // A file over the limit is told so in an import's words (the app's own 413 speaks of logos).
            errorHandler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
              app.errorHandler(error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? new AppError('PAYLOAD_TOO_LARGE', MSG.import.tooLarge) : error, request, reply),
          }
        : {}),
      handler: async (request, reply) => {
        if (access === 'PUBLIC') {
          const envelope = await answer(route, request, reply, app.deps, undefined);
          if (envelope instanceof FileAnswer) return sendFile(reply, envelope, readingIn('nobody'));
          return sendJsonAnswer(reply, envelope.statusCode, envelope);
        }
        const token = readSessionToken(request);
        if (route.method !== 'POST' || request.headers[IDEMPOTENCY_KEY_HEADER] === undefined) {
          // A signed-in call runs in one transaction scoped to the caller's business (tenancy/data-scope.ts).
          let scope: DataScope = 'nobody';
          const envelope = await inSessionScope(
            app.deps,
            token,
            (session) => {
              const admitted = admit(access, session, route.operation.kind);
              scope = admitted.scope;
              return admitted;
            },
            (deps, caller) => answer(route, request, reply, deps, caller),
          );
          if (envelope instanceof FileAnswer) return sendFile(reply, envelope, readingIn(scope));
          return sendJsonAnswer(reply, envelope.statusCode, envelope);
        }

        // The key belongs to the caller, so the caller is known before the call's own transaction.
        const { caller, scope } = admit(access, await resolveSession(app.deps, token), route.operation.kind);
        const key = idempotencyKeyOf(request)!;
        const userId = (caller as SignedInCaller).userId;
        const idempotent = { userId, key, method: request.method, path: request.url, body: request.body ?? {} };
        const claim = await claimIdempotencyKey(app.deps, idempotent);
        if (claim.kind === 'replay') return sendJson(reply.header(REPLAYED_HEADER, 'true'), claim.answer);
        if (claim.kind === 'different-request') {
          const message = renderMessage(MSG.common.idempotency.keyReused, requestLanguage(request));
          return reply.code(422).send({ statusCode: 422, success: false, message, errors: [message] } satisfies FailureEnvelope);
        }
        let kept: StoredAnswer;
        try {
          const envelope = await inDataScope(app.deps.db, scope, (db) => answer(route, request, reply, { ...app.deps, db }, caller));
          if (envelope instanceof FileAnswer) return sendFile(reply, envelope, readingIn(scope));
          kept = { statusCode: envelope.statusCode, body: JSON.stringify(envelope) };
        } catch (error) {
          // A refusal or a failure is not kept: the retry runs again.
          await releaseKey(app.deps, idempotent).catch((releaseError: unknown) =>
            request.log.warn({ err: releaseError }, 'could not free an idempotency key; it frees itself within minutes'),
          );
          throw error;
        }
        await rememberAnswer(app.deps, idempotent, kept);
        return sendJson(reply, kept);
      },
    });
  }
}
