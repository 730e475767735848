import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FailureEnvelope, SuccessEnvelope } from '@sevak/shared';
import { validationError } from '../errors/to-app-error';
import type { AppDeps } from '../deps';
import { resolveSession, type Session } from '../modules/auth/sessions.service';
import { inDataScope, scopeOf } from '../tenancy/data-scope';
import { readSessionToken } from '../modules/auth/session-cookie';
import type { RequestParts, RestRoute } from './define-route';
import {
  claimIdempotencyKey,
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
    const run = async (
      request: FastifyRequest,
      reply: FastifyReply,
      session: Session | undefined,
      caller: object,
    ): Promise<SuccessEnvelope<unknown>> => {
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
      // A signed-in call runs in one transaction scoped to the caller's business (tenancy/data-scope.ts);
      // sign-in and sign-out scope their own lookups.
      const handle = async (deps: AppDeps): Promise<unknown> => route.handle({ deps, input, request, reply, ...caller });
      const data = session
        ? await inDataScope(app.deps.db, scopeOf(session.user), (db) => handle({ ...app.deps, db }))
        : await handle(app.deps);
      return { statusCode: route.status ?? 200, success: true, message: route.message, data: data ?? null };
    };

    app.route({
      method: route.method,
      url: `${REST_PREFIX}${route.url}`,
      handler: async (request, reply) => {
        const session =
          route.access === 'PUBLIC' ? undefined : await resolveSession(app.deps, readSessionToken(request));
        const caller = route.authorize(session);
        const key = route.method === 'POST' && session ? idempotencyKeyOf(request) : undefined;
        if (!key || !session) {
          const envelope = await run(request, reply, session, caller);
          return reply.code(envelope.statusCode).send(envelope);
        }

        const idempotent = { userId: session.user.id, key, method: request.method, path: request.url, body: request.body ?? {} };
        const claim = await claimIdempotencyKey(app.deps, idempotent);
        if (claim.kind === 'replay') return sendJson(reply.header(REPLAYED_HEADER, 'true'), claim.answer);
        if (claim.kind === 'different-request') {
          const message = IDEMPOTENCY_MESSAGES.keyReused;
          return reply.code(422).send({ statusCode: 422, success: false, message, errors: [message] } satisfies FailureEnvelope);
        }
        let answer: StoredAnswer;
        try {
          const envelope = await run(request, reply, session, caller);
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
