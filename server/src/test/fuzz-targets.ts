import type { ZodType } from 'zod';
import { pathWith, restInputOf, restRoutes, type RestRoute } from '../rest/rest-routes';
import { appRouter } from '../trpc/app.router';
import type { IdKind } from './fuzz-arbitraries';

/*
 * Every REST route and every tRPC procedure as one kind of thing to fuzz: who calls it, what its
 * input schema is, how an input travels on the wire (path, query string, body, ?input=) and
 * what the server makes of a request again, so a test can tell valid input from invalid exactly
 * as the server will.
 */

export type Caller = 'anonymous' | 'superadmin' | 'admin' | 'employee' | 'customer';

/** One request as it goes on the wire. */
export interface WireRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

export type QueryValue = string | string[];

/** The request before it is written out: what the server will parse back out of it. */
export interface RequestShape {
  /** REST path parameters (`:id`, `:customerId`…), as the router hands them over (decoded). */
  pathParams?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** A JSON body, or for tRPC the `input` (a query's ?input= or a mutation's body). */
  body?: unknown;
}

export interface FuzzTarget {
  /** 'POST /admin/product' or 'admin.products.create'. */
  name: string;
  api: 'rest' | 'trpc';
  caller: Caller;
  schema: ZodType | undefined;
  /** Changes data when it succeeds (a REST write or a tRPC mutation). */
  writes: boolean;
  /** Sends a body: a REST POST/PUT or a tRPC mutation. */
  takesBody: boolean;
  /** What a bare `id` in its input points at. */
  idKind: IdKind;
  /** Splits a generated input into path, query and body as a client would send it. */
  shape(input: unknown): RequestShape;
  /** The wire request for a shape; `rawBody` replaces the JSON body text. */
  wire(shape: RequestShape, rawBody?: string): WireRequest;
  /** The input the server checks against `schema` for this shape. */
  serverInput(shape: RequestShape): unknown;
}

const ID_KIND_OF_REST_PATH: [RegExp, IdKind][] = [
  [/^\/superAdmin\/admin/, 'business'],
  [/^\/admin\/productSubCategory/, 'subCategory'],
  [/^\/admin\/productCategory/, 'category'],
  [/^\/admin\/product/, 'product'],
  [/^\/admin\/employee/, 'employee'],
  [/^\/admin\/customer/, 'customer'],
  [/^\/admin\/visit/, 'visit'],
  // A due row's reminder names a visit most often (or a purchase, or a contract).
  [/^\/admin\/due/, 'visit'],
  [/^\/admin\/enquiry/, 'enquiry'],
  [/^\/admin\/amc/, 'amcContract'],
  [/^\/(admin|superadmin)\/helpdesk/, 'ticket'],
  [/^\/superadmin\/plans/, 'plan'],
  [/^\/superadmin\/subscriptions/, 'subscription'],
  [/^\/superadmin\/business\/:id\/support-access/, 'business'],
  [/^\/employee\/visit/, 'visit'],
];

const ID_KIND_OF_ROUTER: Record<string, IdKind> = {
  businesses: 'business',
  productSubCategories: 'subCategory',
  productCategories: 'category',
  products: 'product',
  employees: 'employee',
  customers: 'customer',
  visits: 'visit',
  due: 'visit',
  enquiries: 'enquiry',
  amc: 'amcContract',
  helpDesk: 'ticket',
  helpDeskTickets: 'ticket',
  supportAccess: 'business',
};

const REST_CALLER: Record<RestRoute['access'], Caller> = {
  PUBLIC: 'anonymous',
  // Signed in as anyone, or maybe not: the admin's session serves.
  ANYONE: 'admin',
  SIGNED_IN: 'admin',
  ADMIN: 'admin',
  SUPERADMIN: 'superadmin',
  EMPLOYEE: 'employee',
  CUSTOMER: 'customer',
};

const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A query-string value for anything: strings as they are, arrays as repeated keys, the rest as JSON. */
export function toQueryValue(value: unknown): QueryValue {
  if (typeof value === 'string') return value;
  // An empty array would vanish from the query string altogether.
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string')) return value as string[];
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

export function queryString(query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  const text = params.toString();
  return text ? `?${text}` : '';
}

function restTarget(route: RestRoute): FuzzTarget {
  const { pathParams } = route;
  const inQuery = route.method === 'GET' || route.method === 'DELETE';
  const takesBody = !inQuery;
  return {
    name: `${route.method} ${route.path}`,
    api: 'rest',
    caller: REST_CALLER[route.access],
    schema: route.input,
    writes: route.method !== 'GET',
    takesBody,
    idKind: ID_KIND_OF_REST_PATH.find(([pattern]) => pattern.test(route.path))?.[1] ?? 'business',
    shape(input) {
      const fields = asObject(input);
      const others = Object.fromEntries(Object.entries(fields).filter(([name]) => !pathParams.includes(name)));
      const shape: RequestShape = {};
      if (pathParams.length > 0) {
        shape.pathParams = Object.fromEntries(
          pathParams.map((name) => [name, typeof fields[name] === 'string' ? fields[name] : JSON.stringify(fields[name] ?? '')]),
        );
      }
      if (inQuery) {
        shape.query = Object.fromEntries(
          Object.entries(others).filter(([, value]) => value !== undefined && value !== null).map(([key, value]) => [key, toQueryValue(value)]),
        );
      } else if (route.body === 'data') {
        shape.body = fields.data;
      } else if (route.body === 'input') {
        shape.body = pathParams.length > 0 ? others : input;
      } else if (route.body === 'csv') {
        // An import: the file is the body, the other fields go in the query string.
        const { csv, ...rest } = others;
        shape.query = Object.fromEntries(
          Object.entries(rest).filter(([, value]) => value !== undefined && value !== null).map(([key, value]) => [key, toQueryValue(value)]),
        );
        shape.body = csv;
      }
      return shape;
    },
    wire(shape, rawBody): WireRequest {
      const path = pathWith(route, (name) => encodeURIComponent(shape.pathParams?.[name] ?? ''));
      const isFile = route.body === 'csv' && (rawBody !== undefined || typeof shape.body === 'string');
      const payload = rawBody ?? (isFile ? (shape.body as string) : takesBody ? JSON.stringify(shape.body ?? {}) : undefined);
      const url = `/api/v1${path}${queryString(shape.query ?? {})}`;
      if (payload === undefined) return { method: route.method, url, headers: {} };
      return { method: route.method, url, headers: { 'content-type': isFile ? 'text/csv' : 'application/json' }, payload };
    },
    serverInput(shape) {
      return restInputOf(route, {
        params: { ...(shape.pathParams ?? {}) },
        query: { ...(shape.query ?? {}) },
        body: shape.body === undefined ? {} : jsonRoundTrip(shape.body),
      });
    },
  };
}

/** The same request with every path parameter set to `value`. */
export function withPathParams(shape: RequestShape, value: (current: string) => string): RequestShape {
  if (!shape.pathParams) return shape;
  return { ...shape, pathParams: Object.fromEntries(Object.entries(shape.pathParams).map(([name, current]) => [name, value(current)])) };
}

/** What JSON makes of a value on its way through a request (a value too deep to encode came from JSON already). */
export function jsonRoundTrip(value: unknown): unknown {
  try {
    const text = JSON.stringify(value);
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return value;
  }
}

interface ProcedureDef {
  type: 'query' | 'mutation' | 'subscription';
  inputs: ZodType[];
}

function trpcTarget(path: string, def: ProcedureDef): FuzzTarget {
  const [role, router] = path.split('.');
  const isQuery = def.type === 'query';
  return {
    name: path,
    api: 'trpc',
    caller: role === 'users' ? 'anonymous' : (role as Caller),
    schema: def.inputs[0],
    writes: !isQuery,
    takesBody: !isQuery,
    idKind: ID_KIND_OF_ROUTER[router!] ?? 'business',
    shape: (input) => ({ body: input }),
    wire(shape, rawBody): WireRequest {
      const text = rawBody ?? (shape.body === undefined ? undefined : JSON.stringify(shape.body));
      if (isQuery) return { method: 'GET', url: `/trpc/${path}${text === undefined ? '' : `?input=${encodeURIComponent(text)}`}`, headers: {} };
      // tRPC's client names JSON even for a call without input; tRPC refuses a POST that names nothing.
      const headers = { 'content-type': 'application/json' };
      return text === undefined ? { method: 'POST', url: `/trpc/${path}`, headers } : { method: 'POST', url: `/trpc/${path}`, headers, payload: text };
    },
    serverInput: (shape) => jsonRoundTrip(shape.body),
  };
}

// At run time `_def.procedures` is flat, keyed by the full path ('admin.products.list').
const procedureDefs = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>);

export const restTargets: FuzzTarget[] = restRoutes.map(restTarget);
export const trpcTargets: FuzzTarget[] = procedureDefs.map(([path, procedure]) => trpcTarget(path, procedure._def));
