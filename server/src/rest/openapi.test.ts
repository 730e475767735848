import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMessage } from '../i18n/messages';
import { createTestApp, type TestApp } from '../test/test-app';
import { DOCS_PATH, OPENAPI_PATH, openApiPathOf, type OpenApiDocument } from './openapi';
import { restRoutes } from './rest-routes';

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(response.statusCode).toBe(200);
  document = JSON.parse(response.body);
});
afterAll(() => t.close());

const operationOf = (route: (typeof restRoutes)[number]) =>
  document.paths[openApiPathOf(route.path)]?.[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'];

describe('the OpenAPI document at /api/v1/openapi.json', () => {
  it('is OpenAPI 3.1 with the session cookie as its security scheme', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.servers).toEqual([{ url: '/api/v1' }]);
    expect(document.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sevak_session' });
  });

  // Iterates the REST routes of the operation tables, so every route added later is covered without touching this test.
  it.each(restRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('describes %s', (_name, route) => {
    const operation = operationOf(route);
    expect(operation).toBeDefined();
    expect(operation!.summary).toBe(renderMessage(route.message));
    expect(operation!.security).toEqual(route.access === 'PUBLIC' ? [] : [{ sessionCookie: [] }]);

    const success = operation!.responses[String(route.status)];
    // A download is a file sent as its bytes, with no tRPC twin; every other answer is the envelope.
    const download = route.operation.kind === 'download';
    if (download) expect(success).toMatchObject({ content: { [route.fileType]: { schema: { type: 'string', format: 'binary' } } } });
    else {
      const message = route.messageOf ? { examples: [renderMessage(route.message)] } : { const: renderMessage(route.message) };
      expect(success).toMatchObject({ content: { 'application/json': { schema: { properties: { message } } } } });
    }
    if (route.csv) expect(success).toHaveProperty(['content', 'text/csv']);
    expect(operation!.responses['500']).toEqual({ $ref: '#/components/responses/InternalError' });
    if (route.access !== 'PUBLIC') expect(operation!.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' });

    expect(operation!.description).toContain(download ? 'A file download, on REST alone.' : `tRPC: \`${route.procedure}\``);

    for (const name of route.pathParams) {
      expect(operation!.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
    }
    const writesBody = route.body !== 'none' && route.input !== undefined;
    expect(operation!.requestBody !== undefined).toBe(writesBody);
    if (route.body === 'data') {
      expect(operation!.requestBody!.content['application/json']!.schema).not.toHaveProperty('properties.data');
    }
  });

  it('documents inputs from the same schemas the routes check', () => {
    const createAdmin = document.paths['/superAdmin/admin']!.post!;
    expect(createAdmin.requestBody!.content['application/json']!.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['email', 'fullname', 'password', 'phoneNumber', 'startDate', 'expiryDate']),
      properties: { fullname: { minLength: 3, maxLength: 100 }, password: { minLength: 6 } },
    });
    const updateAdmin = document.paths['/superAdmin/admin/{id}']!.put!;
    expect(updateAdmin.requestBody!.content['application/json']!.schema).toMatchObject({ properties: { fullname: { minLength: 3 } } });
    expect(updateAdmin.requestBody!.content['application/json']!.schema).not.toHaveProperty('properties.id');

    const listAdmins = document.paths['/superAdmin/admin']!.get!;
    expect(listAdmins.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['query:page', 'query:pageSize', 'query:search', 'query:sortBy', 'query:sortOrder']),
    );
    expect(document.paths['/admin/helpdesk']!.post!.requestBody!.content['application/json']!.schema).toMatchObject({
      properties: { message: { minLength: 10, maxLength: 1000 } },
    });
  });

  it('documents an import: the CSV file as the body, the dry run and the columns in the query string', () => {
    const importCustomers = document.paths['/admin/import/customers']!.post!;
    expect(Object.keys(importCustomers.requestBody!.content)).toEqual(['text/csv']);
    expect(importCustomers.requestBody!.content['text/csv']!.schema).toMatchObject({ type: 'string' });
    expect(importCustomers.parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name)).toEqual(['dryRun', 'columns']);
  });

  it('has no operation the tables do not route', () => {
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.sort()).toEqual(restRoutes.map((route) => `${route.method} ${openApiPathOf(route.path)}`).sort());
  });
});

describe('the API docs page at /api/docs', () => {
  it('is served from the server itself, with its assets and the same document', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_PATH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');

    const bundle = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(bundle.statusCode).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/json` });
    expect(served.json()).toEqual(document);
  });
});
