import type { ZodType } from 'zod';
import type { Page } from '@sevak/shared';
import type { Access } from '../modules/auth/admission';
import { allOperations } from '../operations/all-operations';
import { operationsOf, type AnyOperation, type RestShape } from '../operations/operation';

/*
 * The REST door's routes: every operation of the tables that has a REST shape, at its path under
 * /api/v1. A route runs its operation with the same schema the tRPC procedure checks; what is
 * REST's own is only where the input comes from (path, query string, body) and the envelope.
 */

export interface RestRoute extends Required<Pick<RestShape, 'method' | 'path' | 'message' | 'status' | 'body'>> {
  list: RestShape['list'];
  csv: RestShape['csv'];
  fileType: NonNullable<RestShape['fileType']>;
  messageOf: RestShape['messageOf'];
  /** Who the route admits; an `ANYONE` operation that answers 401 when signed out admits the signed in. */
  access: Access;
  input: ZodType | undefined;
  /** The names of the path's `:params`, in order. */
  pathParams: string[];
  operation: AnyOperation;
  /** The same operation's tRPC procedure ('admin.visits.create'). */
  procedure: string;
}

const PATH_PARAM = /:(\w+)/g;

/** The route's path with each `:param` replaced by `valueOf(name)`. */
export function pathWith(route: Pick<RestRoute, 'path'>, valueOf: (name: string) => string): string {
  return route.path.replace(PATH_PARAM, (_match, name: string) => valueOf(name));
}

export function restRouteOf(procedure: string, operation: AnyOperation, shape: RestShape): RestRoute {
  const writes = shape.method === 'POST' || shape.method === 'PUT';
  return {
    method: shape.method,
    path: shape.path,
    message: shape.message,
    status: shape.status ?? 200,
    body: writes ? (shape.body ?? 'input') : 'none',
    list: shape.list,
    csv: shape.csv,
    fileType: shape.fileType ?? 'application/pdf',
    messageOf: shape.messageOf,
    access: operation.access === 'ANYONE' && shape.signedOutIs401 ? 'SIGNED_IN' : operation.access,
    input: operation.input,
    pathParams: [...shape.path.matchAll(PATH_PARAM)].map((match) => match[1]!),
    operation,
    procedure,
  };
}

/** Every route of /api/v1 (spec §7 and Sevak's additions), in the order of the tables. */
export const restRoutes: RestRoute[] = [...operationsOf(allOperations)].flatMap(([procedure, operation]) =>
  operation.rest ? [restRouteOf(procedure, operation, operation.rest)] : [],
);

export interface RequestParts {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The operation's input as a request carries it: the path's parameters by name, with the query
 * string for a read or a delete, the body for a write (or the body as the input's `data`, or a
 * CSV file as its `csv` beside the query string's fields).
 */
export function restInputOf(route: RestRoute, { params, query, body }: RequestParts): unknown {
  if (route.method === 'GET' || route.method === 'DELETE') return { ...query, ...params };
  if (route.body === 'none') return params;
  if (route.body === 'csv') return { ...query, ...params, csv: body };
  if (route.body === 'data') return { ...params, data: body };
  if (route.pathParams.length === 0) return body;
  return isPlainObject(body) ? { ...body, ...params } : body;
}

/**
 * What a route answers as the envelope's `data`, and the size of the whole list for
 * X-Total-Count: a list's rows, or the rows as `data` beside the page's other figures.
 */
export function restAnswerOf(route: RestRoute, output: unknown): { data: unknown; total?: number } {
  if (!route.list) return { data: output ?? null };
  const { items, total, ...figures } = output as Page<unknown>;
  return { data: route.list === 'rows' ? items : { data: items, ...figures }, total };
}
