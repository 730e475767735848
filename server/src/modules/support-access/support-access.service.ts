import { MSG, SUPPORT_ACCESS_MINUTES, type StartSupportAccessInput, type SupportAccess, type SupportAccessNotice } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { nameTheActor } from '../audit/audit.repository';
import type { AdminCaller, SuperadminCaller } from '../auth/admission';
import * as repository from './support-access.repository';

/*
 * Support access ("view as"). Starting one ties it to the operator's session; from then on, until
 * it ends or SUPPORT_ACCESS_MINUTES pass, that session's admin reads of the business are admitted
 * read-only (modules/auth/admission.ts). Starting and ending are written to the business's
 * audit trail by the table's trigger, with the operator's name, the reason and the expiry.
 */

/** Opens a view of the business for the caller's session, ending any other the session had open. */
export async function startSupportAccess(deps: AppDeps, caller: SuperadminCaller, input: StartSupportAccessInput): Promise<SupportAccess> {
  const business = await repository.findBusinessByOwnerName(deps.db, input.id);
  if (!business) throw AppError.notFound(MSG.supportAccess.errors.businessNotFound);
  if (input.ticketID && !(await repository.ticketBelongsTo(deps.db, input.id, input.ticketID))) {
    throw new AppError('BAD_REQUEST', MSG.supportAccess.errors.ticketNotOfBusiness);
  }
  const startedAt = deps.clock.now();
  const expiresAt = new Date(startedAt.getTime() + SUPPORT_ACCESS_MINUTES * 60_000);
  await repository.endSupportAccessOfSession(deps.db, caller.sessionTokenHash, startedAt);
  const id = await repository.insertSupportAccess(deps.db, caller.sessionTokenHash, {
    businessId: input.id,
    operatorUserId: caller.userId,
    reason: input.reason,
    ticketId: input.ticketID ?? null,
    startedAt,
    expiresAt,
  });
  return { id, businessId: input.id, businessName: business.name, reason: input.reason, ticketId: input.ticketID ?? null, startedAt, expiresAt };
}

/** Ends the session's access early; ending when none is open is no error (the Exit of a view that already expired). */
export async function endSupportAccess(deps: AppDeps, caller: SuperadminCaller): Promise<{ endedAt: Date | null }> {
  const ended = await repository.endSupportAccessOfSession(deps.db, caller.sessionTokenHash, deps.clock.now());
  return { endedAt: ended?.endedAt ?? null };
}

/**
 * Signing out ends the session's view too, so the business's banner does not outlast it; the
 * trail names the operator, as for an Exit. `db` is the sign-out's own transaction.
 */
export async function endSupportAccessOnSignOut(deps: AppDeps, tokenHash: Buffer): Promise<void> {
  const operator = await repository.findOperatorOfOpenAccess(deps.db, tokenHash);
  if (!operator) return;
  const at = deps.clock.now();
  await nameTheActor(deps.db, { userId: operator.id, name: operator.fullname, role: 'SUPERADMIN', operation: 'users.logout', at });
  await repository.endSupportAccessOfSession(deps.db, tokenHash, at);
}

/** The access the caller's session is viewing a business with, if it is still running. */
export async function runningSupportAccess(deps: AppDeps, caller: SuperadminCaller): Promise<SupportAccess | null> {
  return (await repository.findRunningSupportAccessOfSession(deps.db, caller.sessionTokenHash, deps.clock.now())) ?? null;
}

/** What the business's banner says: support is viewing, why, and until when; null when nobody is. */
export async function supportAccessNotice(deps: AppDeps, caller: AdminCaller): Promise<SupportAccessNotice | null> {
  return (await repository.findRunningSupportAccessOfBusiness(deps.db, caller.businessId, deps.clock.now())) ?? null;
}
