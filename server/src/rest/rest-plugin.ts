import type { FastifyInstance } from 'fastify';
import { validationError } from '../errors/to-app-error';
import { resolveSession } from '../modules/auth/sessions.service';
import { readSessionToken } from '../modules/auth/session-cookie';
import type { RequestParts, RestRoute } from './define-route';
import { restRoutes } from './v1';

export const REST_PREFIX = '/api/v1';

function defaultInput(route: RestRoute, parts: RequestParts): unknown {
  return route.method === 'GET' || route.method === 'DELETE' ? { ...parts.query, ...parts.params } : parts.body;
}

/** Registers every row of the REST table. Errors go to the one error handler (plugins/error-handler). */
export async function restPlugin(app: FastifyInstance): Promise<void> {
  for (const route of restRoutes) {
    app.route({
      method: route.method,
      url: `${REST_PREFIX}${route.url}`,
      handler: async (request, reply) => {
        const session =
          route.access === 'PUBLIC' ? undefined : await resolveSession(app.deps, readSessionToken(request));
        const caller = route.authorize(session);
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
        const data = await route.handle({ deps: app.deps, input, request, reply, ...caller });
        const statusCode = route.status ?? 200;
        return reply.code(statusCode).send({ statusCode, success: true, message: route.message, data: data ?? null });
      },
    });
  }
}
