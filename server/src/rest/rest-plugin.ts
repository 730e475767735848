import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FailureEnvelope, SuccessEnvelope } from '@sevak/shared';
import { validationError } from '../errors/to-app-error';
import type { AppDeps } from '../deps';
import { requireSession } from '../modules/auth/authorize';
import { inSessionScope, resolveSession, type Session } from '../modules/auth/sessions.service';
import { inDataScope, scopeOf } from '../tenancy/data-scope';
import { readSessionToken } from '../modules/auth/session-cookie';
import type { RequestParts, RestRoute } from './define-route';
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
import { restRoutes } from './v1';

export const REST_PREFIX = '/api/v1';

function defaultInput(route: RestRoute, parts: RequestParts): unknown {
  return route.method === 'GET' || route.method === 'DELETE' ? { ...parts.query, ...parts.params } : parts.body;
}

function sendJson(reply: FastifyReply, answer: StoredAnswer) {
  return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
}

/**
 * Registers every row of the REST table. Errors go to the one error handler (plugins/error-handler).
 * A signed-in caller's POST may carry an Idempotency-Key (see ./idempotency): its first success is
 * kept and sent again for a retry with the same key, instead of running the request twice.
 * Sign-in and sign-out are anonymous and answer with a cookie, which a kept answer cannot give
 * back, so they always run.
 */
export async function restPlugin(app: FastifyInstance): Promise<void> {
  // Bodies are JSON only. Fastify would hand a text/plain body over as a string, which a route
  // that reads only its path (a delete, marking a visit done) would not even look at.
  app.removeContentTypeParser('text/plain');
  for (const route of restRoutes) {
    const run = async (request: FastifyRequest, reply: FastifyReply, deps: AppDeps, caller: object): Promise<SuccessEnvelope<unknown>> => {
      const parts: RequestParts = {
        params: request.params as Record<string, string>,
        query: request.query as Record<string, unknown>,
        body: request.body ?? {},
      };
      let input: unknown;
      if (route.input) {
        const parsed = route.input.safeParse(route.from ? route.from(parts) : defaultInput(route, parts));
        if (!parsed.success) throw validationError(parsed.error);
        input = parsed.data;
      }
      const data = await route.handle({ deps, input, request, reply, ...caller });
      return { statusCode: route.status ?? 200, success: true, message: route.message, data: data ?? null };
    };
    // A signed-in call runs in one transaction scoped to the caller's business (tenancy/data-scope.ts).
    const admit = (session: Session | undefined) => {
      const caller = route.authorize(session);
      return { scope: scopeOf(requireSession(session).user), caller };
    };

    app.route({
      method: route.method,
      url: `${REST_PREFIX}${route.url}`,
      handler: async (request, reply) => {
        // Sign-in and sign-out scope their own lookups.
        if (route.access === 'PUBLIC') {
          const envelope = await run(request, reply, app.deps, route.authorize(undefined));
          return reply.code(envelope.statusCode).send(envelope);
        }
        const token = readSessionToken(request);
        if (route.method !== 'POST' || request.headers[IDEMPOTENCY_KEY_HEADER] === undefined) {
          const envelope = await inSessionScope(app.deps, token, admit, (deps, caller) => run(request, reply, deps, caller));
          return reply.code(envelope.statusCode).send(envelope);
        }

        // The key belongs to the caller, so the caller is known before the call's own transaction.
        const session = await resolveSession(app.deps, token);
        const { scope, caller } = admit(session);
        const key = idempotencyKeyOf(request)!;
        const idempotent = { userId: requireSession(session).user.id, key, method: request.method, path: request.url, body: request.body ?? {} };
        const claim = await claimIdempotencyKey(app.deps, idempotent);
        if (claim.kind === 'replay') return sendJson(reply.header(REPLAYED_HEADER, 'true'), claim.answer);
        if (claim.kind === 'different-request') {
          const message = IDEMPOTENCY_MESSAGES.keyReused;
          return reply.code(422).send({ statusCode: 422, success: false, message, errors: [message] } satisfies FailureEnvelope);
        }
        let answer: StoredAnswer;
        try {
          const envelope = await inDataScope(app.deps.db, scope, (db) => run(request, reply, { ...app.deps, db }, caller));
          answer = { statusCode: envelope.statusCode, body: JSON.stringify(envelope) };
        } catch (error) {
          // A refusal or a failure is not kept: the retry runs again.
          await releaseKey(app.deps, idempotent).catch((releaseError: unknown) =>
            request.log.warn({ err: releaseError }, 'could not free an idempotency key; it frees itself within minutes'),
          );
          throw error;
        }
        await rememberAnswer(app.deps, idempotent, answer);
        return sendJson(reply, answer);
      },
    });
  }
}
