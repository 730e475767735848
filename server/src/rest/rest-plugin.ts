import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FailureEnvelope, SuccessEnvelope } from '@sevak/shared';
import type { AppDeps } from '../deps';
import { validationError } from '../errors/to-app-error';
import { clientConnectionOf, readSessionToken } from '../http/session-cookie';
import { admit, type CallerOf, type SignedInCaller } from '../modules/auth/admission';
import { inSessionScope, resolveSession } from '../modules/auth/sessions.service';
import { inDataScope } from '../tenancy/data-scope';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  idempotencyKeyOf,
  releaseKey,
  rememberAnswer,
  REPLAYED_HEADER,
  type StoredAnswer,
} from './idempotency';
import { FileAnswer } from '../operations/file-answer';
import { runOperation } from '../operations/run-operation';
import { restAnswerOf, restInputOf, restRoutes, type RestRoute } from './rest-routes';

export const REST_PREFIX = '/api/v1';

/** The request asks for CSV before JSON (`Accept: text/csv`). */
function prefersCsv(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  const csv = accept.indexOf('text/csv');
  const json = accept.indexOf('application/json');
  return csv !== -1 && (json === -1 || csv < json);
}

/** A file goes out as its bytes, to be saved under its name: no envelope, never cached. */
function sendFile(reply: FastifyReply, file: FileAnswer) {
  const asciiName = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .code(200)
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .send(file.body);
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
  const message = route.messageOf ? route.messageOf(output as never) : route.message;
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
  for (const route of restRoutes) {
    const { access } = route;
    app.route({
      method: route.method,
      url: `${REST_PREFIX}${route.path}`,
      handler: async (request, reply) => {
        if (access === 'PUBLIC') {
          const envelope = await answer(route, request, reply, app.deps, undefined);
          if (envelope instanceof FileAnswer) return sendFile(reply, envelope);
          return reply.code(envelope.statusCode).send(envelope);
        }
        const token = readSessionToken(request);
        if (route.method !== 'POST' || request.headers[IDEMPOTENCY_KEY_HEADER] === undefined) {
          // A signed-in call runs in one transaction scoped to the caller's business (tenancy/data-scope.ts).
          const envelope = await inSessionScope(
            app.deps,
            token,
            (session) => admit(access, session),
            (deps, caller) => answer(route, request, reply, deps, caller),
          );
          if (envelope instanceof FileAnswer) return sendFile(reply, envelope);
          return reply.code(envelope.statusCode).send(envelope);
        }

        // The key belongs to the caller, so the caller is known before the call's own transaction.
        const { caller, scope } = admit(access, await resolveSession(app.deps, token));
        const key = idempotencyKeyOf(request)!;
        const userId = (caller as SignedInCaller).userId;
        const idempotent = { userId, key, method: request.method, path: request.url, body: request.body ?? {} };
        const claim = await claimIdempotencyKey(app.deps, idempotent);
        if (claim.kind === 'replay') return sendJson(reply.header(REPLAYED_HEADER, 'true'), claim.answer);
        if (claim.kind === 'different-request') {
          const message = IDEMPOTENCY_MESSAGES.keyReused;
          return reply.code(422).send({ statusCode: 422, success: false, message, errors: [message] } satisfies FailureEnvelope);
        }
        let kept: StoredAnswer;
        try {
          const envelope = await inDataScope(app.deps.db, scope, (db) => answer(route, request, reply, { ...app.deps, db }, caller));
          if (envelope instanceof FileAnswer) return sendFile(reply, envelope);
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
