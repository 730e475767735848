import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import { readSessionToken } from '../http/session-cookie';

/** The session itself is looked up by each role's procedure, in the call's own transaction. */
export function createContext({ req, res }: CreateFastifyContextOptions) {
  return { deps: req.server.deps, request: req, reply: res, sessionToken: readSessionToken(req) };
}

export type Context = ReturnType<typeof createContext>;
