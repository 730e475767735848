import fastifySwagger, { type StaticDocumentSpec } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_COOKIE } from '../http/session-cookie';
import { renderMessage } from '../i18n/messages';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';
import { REST_PREFIX } from './rest-plugin';
import { pathWith, restRoutes, type RestRoute } from './rest-routes';

/*
 * The OpenAPI 3.1 document of /api/v1, generated from the operation tables' REST shapes and the
 * same zod schemas the routes check their input against, so it cannot drift from what the server
 * accepts. Each operation names its tRPC twin.
 * OpenAPI 3.1 schemas are JSON Schema 2020-12, which is what zod writes.
 */

type JsonSchema = z.core.JSONSchema.JSONSchema;
type HttpMethod = 'get' | 'post' | 'put' | 'delete';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters: Parameter[];
  requestBody?: { required: true; content: Partial<Record<'application/json' | 'text/csv', { schema: JsonSchema }>> };
  responses: Record<string, { description: string; content: Record<string, { schema: JsonSchema }> } | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    securitySchemes: Record<string, { type: 'apiKey'; in: 'cookie'; name: string; description: string }>;
    schemas: Record<string, JsonSchema>;
    responses: Record<string, { description: string; content: { 'application/json': { schema: JsonSchema } } }>;
  };
}

export const OPENAPI_PATH = `${REST_PREFIX}/openapi.json`;
export const DOCS_PATH = '/api/docs';

const SECURITY_SCHEME = 'sessionCookie';

const WHO_MAY_CALL: Partial<Record<RestRoute['access'], string>> = { PUBLIC: 'anyone', SIGNED_IN: 'any signed-in user' };

/** The failures a route can answer with, by status; each carries the failure envelope. */
const FAILURES = {
  '400': ['BadRequest', 'The input is not valid; `errors` has one message per field.'],
  '401': ['Unauthorized', 'Not signed in, or the session has ended.'],
  '403': ['Forbidden', "Another role's call, or the business's access period is over."],
  '404': ['NotFound', 'No such record in the caller’s business.'],
  '409': ['Conflict', 'A duplicate, or a delete that would orphan other records.'],
  '413': ['PayloadTooLarge', 'The request body is too large.'],
  '422': ['UnprocessableContent', 'The Idempotency-Key was already used for a different request.'],
  '429': ['TooManyRequests', 'Too many failed attempts; try again in a few minutes.'],
  '500': ['InternalError', 'Something went wrong on the server.'],
} as const;
type FailureStatus = keyof typeof FAILURES;

/** The JSON Schema of what a caller may send: defaults optional, transforms by their input side. */
function inputSchemaOf(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return jsonSchema;
}

function objectParts(schema: JsonSchema | undefined): { properties: Record<string, JsonSchema>; required: string[] } {
  if (!schema || typeof schema !== 'object' || schema.type !== 'object') return { properties: {}, required: [] };
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).filter((entry): entry is [string, JsonSchema] => typeof entry[1] === 'object'),
  );
  return { properties, required: schema.required ?? [] };
}

/** '/admin/productCategory/:id' → '/admin/productCategory/{id}' */
export const openApiPathOf = (path: string) => pathWith({ path }, (name) => `{${name}}`);

/** 'GET /admin/productCategory/:id' → 'getAdminProductCategoryById' */
function operationIdOf(route: RestRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${capitalize(segment.slice(1))}` : capitalize(segment)));
  return `${route.method.toLowerCase()}${words.join('')}`;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Operator calls under one tag; an admin call under the resource it names; the rest by their first segment. */
function tagOf(route: RestRoute): string {
  if (route.access === 'SUPERADMIN') return 'superadmin';
  const fixed = route.path.split('/').filter((segment) => segment && !segment.startsWith(':'));
  return route.access === 'ADMIN' && fixed.length > 1 ? fixed[1]! : fixed[0]!;
}

function successSchema(route: RestRoute): JsonSchema {
  return {
    type: 'object',
    required: ['statusCode', 'success', 'message', 'data'],
    properties: {
      statusCode: { type: 'integer', const: route.status },
      success: { const: true },
      // A message the answer decides is one of several; the usual one is its example.
      message: route.messageOf ? { type: 'string', examples: [renderMessage(route.message)] } : { type: 'string', const: renderMessage(route.message) },
      data: {},
    },
  };
}

function operationOf(route: RestRoute): Operation {
  const { pathParams } = route;
  const input = route.input ? inputSchemaOf(route.input) : undefined;
  const { properties, required } = objectParts(input);
  const isRead = route.method === 'GET' || route.method === 'DELETE';

  const parameters: Parameter[] = pathParams.map((name) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
  let requestBody: Operation['requestBody'];
  if (isRead || route.body === 'csv') {
    for (const [name, schema] of Object.entries(properties)) {
      if (!pathParams.includes(name) && !(route.body === 'csv' && name === 'csv')) {
        parameters.push({ name, in: 'query', required: required.includes(name), schema });
      }
    }
  }
  if (route.body === 'csv') {
    const file = { type: 'string', description: 'The CSV file as saved (UTF-8, a byte-order mark allowed), its first row the header.' } as const;
    requestBody = { required: true, content: { 'text/csv': { schema: file } } };
  } else if (!isRead && input && route.body !== 'none') {
    // An update's input is {id, data}: the id comes from the path and `data` is the body.
    const body =
      route.body === 'data' && properties.data
        ? properties.data
        : input.type === 'object'
          ? {
              ...input,
              properties: Object.fromEntries(Object.entries(properties).filter(([name]) => !pathParams.includes(name))),
              required: required.filter((name) => !pathParams.includes(name)),
            }
          : input;
    requestBody = { required: true, content: { 'application/json': { schema: body } } };
  }

  // A signed-in caller's POST may be retried safely with a key (rest/idempotency.ts).
  const idempotent = route.method === 'POST' && route.access !== 'PUBLIC';
  if (idempotent) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes a retry safe: the same key with the same body within 24 hours answers with the first success ' +
        '(header Idempotent-Replayed: true) instead of running again; 409 while the first is still running.',
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  }

  // Every answer's sentences are English, the spec's text, unless the caller prefers Hindi.
  parameters.push({
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: 'The language of `message` and `errors`: English by default; `hi` (ranked above English) answers in Hindi.',
    schema: { type: 'string', examples: ['hi', 'en', 'hi-IN,hi;q=0.9,en;q=0.8'] },
  });

  const failures: FailureStatus[] = ['500'];
  if (input || pathParams.length > 0) failures.push('400');
  if (route.access !== 'PUBLIC') failures.push('401', '403');
  if (pathParams.length > 0) failures.push('404');
  if (route.access !== 'PUBLIC' && route.method !== 'GET') failures.push('409');
  if (requestBody) failures.push('413');
  if (idempotent) failures.push('422');
  if (route.access === 'PUBLIC' && input) failures.push('429');

  const status = String(route.status);
  return {
    operationId: operationIdOf(route),
    summary: renderMessage(route.message),
    description: `Who may call: ${WHO_MAY_CALL[route.access] ?? route.access}. ${
      route.operation.kind === 'download' ? 'A file download, on REST alone.' : `The same operation on tRPC: \`${route.procedure}\`.`
    }`,
    tags: [tagOf(route)],
    security: route.access === 'PUBLIC' ? [] : [{ [SECURITY_SCHEME]: [] }],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [status]: { description: renderMessage(route.message), content: successContent(route) },
      ...Object.fromEntries(failures.sort().map((code) => [code, { $ref: `#/components/responses/${FAILURES[code][0]}` }])),
    },
  };
}

/** What a success carries: the JSON envelope; a download's file; or either, by Accept, for CSV. */
function successContent(route: RestRoute): Record<string, { schema: JsonSchema }> {
  if (route.operation.kind === 'download') return { [route.fileType]: { schema: { type: 'string', format: 'binary' } } };
  const json = { 'application/json': { schema: successSchema(route) } };
  return route.csv ? { ...json, 'text/csv': { schema: { type: 'string', description: 'Sent for `Accept: text/csv`: UTF-8 with BOM, for Excel.' } } } : json;
}

export function buildOpenApiDocument(routes: RestRoute[], appName: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const path = (paths[openApiPathOf(route.path)] ??= {});
    path[route.method.toLowerCase() as HttpMethod] = operationOf(route);
  }
  const failure = { $ref: '#/components/schemas/Failure' };
  return {
    openapi: '3.1.0',
    info: {
      title: `${appName} REST API`,
      version: '1',
      description:
        'Every response is an envelope: `{statusCode, success, message, data}` on success, ' +
        '`{statusCode, success: false, message, errors}` on failure. Lists also take `page`, `pageSize` and `search`; ' +
        'without `page` they return the whole list, and the size of the whole list is in the X-Total-Count header.',
    },
    servers: [{ url: REST_PREFIX }],
    paths,
    components: {
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'Set by POST /users/login; ended by POST /users/logout.',
        },
      },
      schemas: {
        Failure: {
          type: 'object',
          required: ['statusCode', 'success', 'message', 'errors'],
          properties: {
            statusCode: { type: 'integer' },
            success: { const: false },
            message: { type: 'string' },
            errors: { type: 'array', items: { type: 'string' } },
            data: { description: 'Only where the messages are not enough: a refused import’s outcome, row by row.' },
          },
        },
      },
      responses: Object.fromEntries(
        Object.values(FAILURES).map(([name, description]) => [name, { description, content: { 'application/json': { schema: failure } } }]),
      ),
    },
  };
}

/** Serves the document at /api/v1/openapi.json and a browsable page at /api/docs, both offline. */
export async function openApiPlugin(app: FastifyInstance): Promise<void> {
  const document = buildOpenApiDocument(restRoutes, app.deps.config.appName);
  app.get(OPENAPI_PATH, async () => document);
  // @fastify/swagger's static-mode type predates OpenAPI 3.1; the document is served as built.
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as unknown as StaticDocumentSpec['document'] } });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
}
