import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { restRoutes } from '../rest/rest-routes';
import { appRouter } from '../trpc/app.router';
import { allOperations } from './all-operations';
import { operationsOf } from './operation';

/*
 * The tables are the one definition of every operation: these checks keep the two doors built
 * from them complete and consistent, whatever is added later.
 */

const operations = [...operationsOf(allOperations)];
// At run time `_def.procedures` is flat, keyed by the full path ('admin.products.list').
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>);

/** The accesses an operation under each top-level group may have. */
const ACCESS_OF_GROUP: Record<string, string[]> = {
  users: ['PUBLIC', 'ANYONE', 'SIGNED_IN'],
  superadmin: ['SUPERADMIN'],
  admin: ['ADMIN'],
  employee: ['EMPLOYEE'],
  customer: ['CUSTOMER'],
};

describe('the operation tables', () => {
  it('are exactly the tRPC procedures, each a query or mutation as declared; downloads are REST GETs alone', () => {
    expect(procedures.map(([path, procedure]) => `${path} ${procedure._def.type}`).sort()).toEqual(
      operations.filter(([, operation]) => operation.kind !== 'download').map(([path, operation]) => `${path} ${operation.kind}`).sort(),
    );
    for (const [path, operation] of operations.filter(([, operation]) => operation.kind === 'download')) {
      expect(operation.rest && operation.rest.method, path).toBe('GET');
    }
  });

  it('give every operation a REST route or the reason it has none', () => {
    const unexplained = operations
      .filter(([, operation]) => !operation.rest && !(operation as { why?: string }).why?.trim())
      .map(([path]) => path);
    expect(unexplained).toEqual([]);
    const routed = new Set(restRoutes.map((route) => route.procedure));
    const withoutRest = operations.filter(([path]) => !routed.has(path)).map(([path]) => path);
    // Only pick lists for the forms are tRPC's alone; everything an external client needs is on REST.
    expect(withoutRest.sort()).toEqual(['admin.customers.options', 'admin.employees.options', 'admin.products.options']);
  });

  it('place each operation under the role it admits', () => {
    const misplaced = operations
      .filter(([path, operation]) => !ACCESS_OF_GROUP[path.split('.')[0]!]?.includes(operation.access))
      .map(([path, operation]) => `${path} admits ${operation.access}`);
    expect(misplaced).toEqual([]);
  });

  it('give each REST route its own method and path, reads as GET and changes as anything else', () => {
    const keys = restRoutes.map((route) => `${route.method} ${route.path.replace(/:\w+/g, ':')}`);
    expect(keys.length).toBe(new Set(keys).size);
    for (const route of restRoutes) expect(route.method === 'GET', route.procedure).toBe(route.operation.kind !== 'mutation');
  });

  it('fill every path parameter into an input field of that name', () => {
    for (const route of restRoutes) {
      const fields = route.input instanceof z.ZodObject ? Object.keys(route.input.shape) : [];
      for (const name of route.pathParams) expect(fields, `${route.method} ${route.path}`).toContain(name);
    }
  });
});
