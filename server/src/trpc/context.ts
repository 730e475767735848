import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { resolveSession } from '../modules/auth/sessions.service';
import { readSessionToken } from '../modules/auth/session-cookie';

export async function createContext({ req, res }: CreateFastifyContextOptions) {
  const deps = req.server.deps;
  return { deps, request: req, reply: res, session: await resolveSession(deps, readSessionToken(req)) };
}

export type Context = Awaited<ReturnType<typeof createContext>>;
