import type { AppRouter } from '@sevak/server';
import type { CurrentUser, Role } from '@sevak/shared';
import type { AnyProcedure, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { vi } from 'vitest';

/** An error as the server's tRPC error formatter sends it. */
export class TrpcFailure {
  constructor(
    readonly message: string,
    readonly httpStatus = 400,
    readonly errors: string[] = [message],
  ) {}
}

/** Every procedure of a router as { path: 'admin.visits.list', input, output }. */
type ProcedureEntries<Record, Inputs, Outputs, Prefix extends string = ''> = {
  [Key in keyof Record & keyof Inputs & keyof Outputs & string]: Record[Key] extends AnyProcedure
    ? { path: `${Prefix}${Key}`; input: Inputs[Key]; output: Outputs[Key] }
    : ProcedureEntries<Record[Key], Inputs[Key], Outputs[Key], `${Prefix}${Key}.`>;
}[keyof Record & keyof Inputs & keyof Outputs & string];

type Procedure = ProcedureEntries<AppRouter['_def']['record'], inferRouterInputs<AppRouter>, inferRouterOutputs<AppRouter>>;

export type ProcedurePath = Procedure['path'];

/** What the procedure at `Path` answers, as the client receives it (dates as ISO strings). */
export type Output<Path extends ProcedurePath> = Extract<Procedure, { path: Path }>['output'];

/**
 * The test's stand-in for each procedure it expects, typed from the real router: a fixture of
 * the wrong shape, or a path the router does not have, does not compile. A handler may throw a
 * TrpcFailure to answer with an error.
 */
export type Handlers = {
  [Entry in Procedure as Entry['path']]?: (input: Entry['input']) => Entry['output'] | Promise<Entry['output']>;
};

export interface RecordedCall {
  path: string;
  input: unknown;
}

const TRPC_CODES: Record<number, [number, string]> = {
  400: [-32600, 'BAD_REQUEST'],
  401: [-32001, 'UNAUTHORIZED'],
  403: [-32003, 'FORBIDDEN'],
  404: [-32004, 'NOT_FOUND'],
  429: [-32029, 'TOO_MANY_REQUESTS'],
  500: [-32603, 'INTERNAL_SERVER_ERROR'],
};

function errorItem(failure: TrpcFailure, path: string) {
  const [code, name] = TRPC_CODES[failure.httpStatus] ?? [-32603, 'INTERNAL_SERVER_ERROR'];
  return {
    error: { message: failure.message, code, data: { code: name, httpStatus: failure.httpStatus, path, errors: failure.errors } },
  };
}

/**
 * Stands in for the server at the network boundary: answers the tRPC batch requests the real
 * client sends, from one handler per procedure. An unhandled procedure fails the call loudly.
 */
export function mockTrpcServer(handlers: Handlers) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const procedurePaths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, '')).split(',');
    const rawInputs: unknown =
      init?.method === 'POST' ? JSON.parse(String(init.body ?? '{}')) : JSON.parse(url.searchParams.get('input') ?? '{}');
    const inputs = (rawInputs ?? {}) as Record<string, unknown>;

    const items = await Promise.all(
      procedurePaths.map(async (path, index) => {
        const procedureInput = inputs[String(index)];
        calls.push({ path, input: procedureInput });
        const handler = (handlers as Partial<Record<string, (input: unknown) => unknown>>)[path];
        if (!handler) return errorItem(new TrpcFailure(`No test handler for ${path}`, 404), path);
        try {
          return { result: { data: await handler(procedureInput) } };
        } catch (error) {
          if (error instanceof TrpcFailure) return errorItem(error, path);
          throw error;
        }
      }),
    );
    const statuses = new Set(items.map((item) => ('error' in item ? item.error.data.httpStatus : 200)));
    const status = statuses.size === 1 ? [...statuses][0]! : 207;
    return new Response(JSON.stringify(items), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, callsTo: (path: ProcedurePath) => calls.filter((call) => call.path === path) };
}

/**
 * A signed-in user as `users.me` answers. Without a `language` of its own the screens stay in the
 * one the test chose (`applyLanguage`), as if the person had chosen it; give one to test the switch.
 */
export function testUser(role: Role, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: `${role.toLowerCase()}-1`,
    role,
    username: `${role.toLowerCase()}user`,
    fullname: `Test ${role.charAt(0)}${role.slice(1).toLowerCase()}`,
    phoneNumber: '9876543210',
    email: null,
    address: null,
    image: null,
    businessId: role === 'SUPERADMIN' ? null : 'business-1',
    ...overrides,
  } as CurrentUser;
}

/** A promise the test settles when it chooses, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
