import type { z, ZodType } from 'zod';
import type { Message, MessageKey } from '@sevak/shared';
import type { AppDeps } from '../deps';
import type { Access, CallerOf } from '../modules/auth/admission';
import type { FileAnswer } from './file-answer';

/*
 * An operation is declared once, in its feature's table (modules/<feature>/<feature>.operations.ts):
 * who may call it, the shared zod schema of its input, the service function it runs, and how it
 * looks on REST. Both doors are built from these declarations — tRPC (trpc/app.router.ts) and
 * REST with its OpenAPI document (rest/) — so neither holds code of its own per operation.
 */

/**
 * A query reads, a mutation changes; a download reads a file (an invoice's PDF) that a browser
 * fetches by its address: it answers a FileAnswer, and only on REST, as tRPC's JSON cannot carry it.
 */
export type OperationKind = 'query' | 'mutation' | 'download';

/**
 * The HTTP connection a call came over, as much of it as an operation may see: the client's
 * address and the session cookie. Only signing in and out use it; both doors provide it.
 */
export interface ClientConnection {
  address: string;
  sessionToken: string | undefined;
  keepSession(token: string): void;
  forgetSession(): void;
}

/** What an operation's `run` is given, whichever door the call came through. */
export interface OperationCall<TCaller, TInput> {
  /** `deps.db` is the call's own transaction, already scoped to the caller's business. */
  deps: AppDeps;
  caller: TCaller;
  input: TInput;
  client: ClientConnection;
}

/** The operation on REST: its path under /api/v1 and the envelope it answers with. */
export interface RestShape {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Relative to /api/v1; `:name` path parameters fill the input field of that name. */
  path: string;
  /** The success envelope's message, by key (rendered in the caller's `Accept-Language`). */
  message: MessageKey;
  /**
   * The message when the answer decides it (a visit already done says so instead); `message`
   * is then the usual one, and the one the OpenAPI document gives as an example.
   */
  messageOf?: (output: never) => MessageKey | Message;
  status?: 200 | 201;
  /**
   * Where a POST or PUT finds its input besides the path: the body is the input (`input`, the
   * default), the body is the input's `data` beside the path parameters (`data`, updates), there
   * is no body (`none`), or the body is a CSV file (`text/csv`, up to 20 MB) given as the input's
   * `csv` beside the query string's fields (`csv`, imports).
   */
  body?: 'input' | 'data' | 'none' | 'csv';
  /**
   * A list answers with its rows as `data` (`rows`), or as `data.data` beside the page's other
   * figures (`nested`: the category lists and reports of spec §7); either way the size of the
   * whole list goes in X-Total-Count.
   */
  list?: 'rows' | 'nested';
  /** A download's content type, as the OpenAPI document gives it: a PDF unless said. */
  fileType?: 'application/pdf' | 'text/csv';
  /** For an `ANYONE` operation: a REST caller without a session is answered 401. */
  signedOutIs401?: true;
  /**
   * The same answer as CSV, for a request whose Accept header asks for `text/csv` (the GST
   * summary an accountant opens in Excel); JSON otherwise.
   */
  csv?: (output: never) => FileAnswer;
}

/** An operation reached only through tRPC, and why an external client has no use for it. */
export interface NotOnRest {
  rest: false;
  why: string;
}

export type InputOf<TSchema extends ZodType | undefined> = TSchema extends ZodType ? z.output<TSchema> : undefined;

interface DefinitionBase<TAccess extends Access, TSchema extends ZodType | undefined, TOutput> {
  /** The shared schema both doors check the input against; none for a call without input. */
  input?: TSchema;

  run(call: OperationCall<CallerOf<TAccess>, InputOf<TSchema>>): Promise<TOutput> | TOutput;
}

export type OperationDefinition<TAccess extends Access, TSchema extends ZodType | undefined, TOutput> = DefinitionBase<
  TAccess,
  TSchema,
  TOutput
> &
  ({ rest: RestShape } | NotOnRest);

export type Operation<
  TKind extends OperationKind = OperationKind,
  TAccess extends Access = Access,
  TSchema extends ZodType | undefined = ZodType | undefined,
  TOutput = unknown,
> = OperationDefinition<TAccess, TSchema, TOutput> & { kind: TKind; access: TAccess };

/** Any operation, whatever its input and output. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds operations of every input type
export type AnyOperation = Operation<OperationKind, Access, any, any>;

/** A feature's operations, or a group of features' tables: what both doors are built from. */
export interface OperationTree {
  [name: string]: AnyOperation | OperationTree;
}

export function isOperation(node: AnyOperation | OperationTree): node is AnyOperation {
  return typeof node.run === 'function' && typeof node.kind === 'string';
}

function operationsFor<TAccess extends Access>(access: TAccess) {
  const declare =
    <TKind extends OperationKind>(kind: TKind) =>
    <TSchema extends ZodType | undefined = undefined, TOutput = unknown>(
      definition: OperationDefinition<TAccess, TSchema, TOutput>,
    ): Operation<TKind, TAccess, TSchema, Awaited<TOutput>> =>
      ({ ...definition, kind, access }) as Operation<TKind, TAccess, TSchema, Awaited<TOutput>>;
  return { query: declare('query'), mutation: declare('mutation'), download: declare('download') };
}

/** `admin.query({...})`: a read open to the business's admin; `mutation` for a change. */
export const publicAccess = operationsFor('PUBLIC');
export const anyone = operationsFor('ANYONE');
export const signedIn = operationsFor('SIGNED_IN');
export const superadmin = operationsFor('SUPERADMIN');
export const admin = operationsFor('ADMIN');
export const employee = operationsFor('EMPLOYEE');
export const customer = operationsFor('CUSTOMER');

/** Each operation of a tree with its place in it ('admin.visits.create'), depth first. */
export function* operationsOf(tree: OperationTree, prefix = ''): Generator<[path: string, operation: AnyOperation]> {
  for (const [name, node] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (isOperation(node)) yield [path, node];
    else yield* operationsOf(node, path);
  }
}
