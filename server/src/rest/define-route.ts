import type { FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { ZodType } from 'zod';
import type { AppDeps } from '../deps';
import { authorize, authorizeAdmin, requireSession, type AdminActor } from '../modules/auth/authorize';
import type { Session } from '../modules/auth/sessions.service';

/*
 * A REST route is a row in a table: method, path, who may call it, which shared schema its input
 * is checked against, and which service function answers. It never holds business logic: the
 * tRPC procedure for the same call runs the same service with the same schema.
 */

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

interface CallBase<TInput> {
  deps: AppDeps;
  input: TInput;
  request: FastifyRequest;
  reply: FastifyReply;
}

interface RouteDefinition<TInput, TCaller> {
  method: Extract<HTTPMethods, 'GET' | 'POST' | 'PUT' | 'DELETE'>;
  /** Relative to /api/v1, with :params. */
  url: string;
  /** The message of the success envelope. */
  message: string;
  status?: number;
  input?: ZodType<TInput>;
  /** Which parts of the request make the input; by default the body for writes, the query for reads. */
  from?: (parts: RequestParts) => unknown;
  handle(call: CallBase<TInput> & TCaller): Promise<unknown> | unknown;
}

export interface RestRoute extends RouteDefinition<unknown, object> {
  access: 'PUBLIC' | 'SIGNED_IN' | 'ADMIN' | 'SUPERADMIN';
  /** Checks the session and says who the call acts for; throws 401/403. */
  authorize(session: Session | undefined): object;
}

const define =
  <TCaller extends object>(access: RestRoute['access'], check: (session: Session | undefined) => TCaller) =>
  <TInput = undefined>(definition: RouteDefinition<TInput, TCaller>): RestRoute =>
    ({ ...definition, access, authorize: check }) as RestRoute;

export const restRoute = {
  public: define('PUBLIC', (session) => ({ session })),
  signedIn: define('SIGNED_IN', (session) => ({ session: requireSession(session) })),
  admin: define('ADMIN', (session): { actor: AdminActor } => ({ actor: authorizeAdmin(session) })),
  superadmin: define('SUPERADMIN', (session) => ({ session: authorize(session, 'SUPERADMIN') })),
};

/** Input makers for the common shapes: `/:id`, and `/:id` with the fields in the body. */
export const fromPath = ({ params }: RequestParts) => ({ id: params.id });
export const fromPathAndBody = ({ params, body }: RequestParts) => ({ id: params.id, data: body });

/** A list's items; the size of the whole list goes in `X-Total-Count`. */
export function withTotal<T>(reply: FastifyReply, page: { items: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.items;
}
