import { nameTheActor } from '../modules/audit/audit.repository';
import type { CallerOf, SignedInCaller } from '../modules/auth/admission';
import type { AnyOperation, OperationCall } from './operation';

/**
 * Runs an operation for either door. Before a signed-in caller's change, it tells the database who
 * is acting and through which operation, so every row the change writes is followed by its audit
 * row in the same transaction (db/migrations/2026_11_26_0800_audit_trail.ts): the trail is kept
 * here, once, not by each service. Reads leave no trail; signing in and out write their own.
 */
export async function runOperation(procedure: string, operation: AnyOperation, call: OperationCall<CallerOf<AnyOperation['access']>, unknown>): Promise<unknown> {
  const caller = call.caller as SignedInCaller | undefined;
  if (operation.kind === 'mutation' && caller && operation.access !== 'PUBLIC') {
    await nameTheActor(call.deps.db, {
      userId: caller.userId,
      name: caller.user.fullname,
      role: caller.role,
      operation: procedure,
      at: call.deps.clock.now(),
    });
  }
  return operation.run(call);
}
