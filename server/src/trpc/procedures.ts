import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import type { z, ZodType } from 'zod';
import { clientConnectionOf } from '../http/session-cookie';
import { admit, type Access, type CallerOf } from '../modules/auth/admission';
import { inSessionScope } from '../modules/auth/sessions.service';
import { isOperation, type AnyOperation, type Operation, type OperationTree } from '../operations/operation';
import { runOperation } from '../operations/run-operation';
import { baseProcedure } from './init';

/*
 * The tRPC door: each operation of the tables becomes the procedure at its place in the tree
 * (operations/all-operations.ts). It runs behind its access's admission step, in one transaction
 * scoped to the caller's business, so row-level security holds even for a query that forgot its
 * business.
 */

/** The procedure operations of one access are built on: the caller admitted, the scope entered. */
function admittedProcedure(access: Access) {
  if (access === 'PUBLIC') {
    // Signing in and out look up and scope what they need themselves.
    return baseProcedure.use(({ ctx, next }) => next({ ctx: { deps: ctx.deps, caller: undefined as unknown } }));
  }
  return baseProcedure.use(({ ctx, next, type }) =>
    inSessionScope(
      ctx.deps,
      ctx.sessionToken,
      (session) => admit(access, session, type === 'query' ? 'query' : 'mutation'),
      async (deps, caller) => {
        const result = await next({ ctx: { deps, caller: caller as unknown } });
        // tRPC hands a failed call back as a result rather than a throw; throwing rolls its writes back.
        if (!result.ok) throw result.error;
        return result;
      },
    ),
  );
}

const ACCESSES: Access[] = ['PUBLIC', 'ANYONE', 'SIGNED_IN', 'SUPERADMIN', 'ADMIN', 'EMPLOYEE', 'CUSTOMER'];
const procedureOfAccess = Object.fromEntries(ACCESSES.map((access) => [access, admittedProcedure(access)])) as Record<
  Access,
  ReturnType<typeof admittedProcedure>
>;

type AdmittedContext = Parameters<Parameters<ReturnType<typeof admittedProcedure>['query']>[0]>[0]['ctx'];

function procedureOf(path: string, operation: AnyOperation) {
  const admitted = procedureOfAccess[operation.access];
  // The admission step put the caller on the context; the input is the schema's output.
  const resolve = ({ ctx, input }: { ctx: AdmittedContext; input: unknown }) =>
    runOperation(path, operation, {
      deps: ctx.deps,
      caller: ctx.caller as CallerOf<Access>,
      input,
      client: clientConnectionOf(ctx.request, ctx.reply, ctx.deps.config),
    });
  if (!operation.input) return operation.kind === 'query' ? admitted.query(resolve) : admitted.mutation(resolve);
  const withInput = admitted.input(operation.input);
  return operation.kind === 'query' ? withInput.query(resolve) : withInput.mutation(resolve);
}

type ProcedureInput<TSchema> = TSchema extends ZodType ? z.input<TSchema> : void;

/** The procedure type the client sees for an operation: its kind, input and output. */
type ProcedureOf<TOperation> =
  TOperation extends Operation<infer TKind, Access, infer TSchema, infer TOutput>
    ? TKind extends 'query'
      ? TRPCQueryProcedure<{ input: ProcedureInput<TSchema>; output: TOutput; meta: object }>
      : TRPCMutationProcedure<{ input: ProcedureInput<TSchema>; output: TOutput; meta: object }>
    : never;

/** A download (a PDF) is REST's alone: a browser fetches it by its address. */
type OnTrpc<TNode> = TNode extends Operation<'download', Access> ? false : true;

export type ProceduresOf<TTree> = {
  [Name in keyof TTree as OnTrpc<TTree[Name]> extends true ? Name : never]: TTree[Name] extends AnyOperation
    ? ProcedureOf<TTree[Name]>
    : ProceduresOf<TTree[Name]>;
};

/** The procedures of a tree of operations, nested as the tree is; `router()` takes them as they are. */
export function proceduresOf<TTree extends OperationTree>(tree: TTree, prefix = ''): ProceduresOf<TTree> {
  const entries = Object.entries(tree)
    .filter(([, node]) => !isOperation(node) || node.kind !== 'download')
    .map(([name, node]) => {
      const path = prefix ? `${prefix}.${name}` : name;
      return [name, isOperation(node) ? procedureOf(path, node) : proceduresOf(node, path)];
    });
  return Object.fromEntries(entries) as ProceduresOf<TTree>;
}
