import { MSG, type CurrentUser, type Role } from '@sevak/shared';
import { AppError } from '../../errors/app-error';
import type { OperationKind } from '../../operations/operation';
import type { DataScope } from '../../tenancy/data-scope';
import type { Session } from './sessions.service';

/*
 * Admission: the one step, shared by both doors, that turns a request's session into the caller
 * an operation acts for. It checks once that the caller is signed in (401), has the operation's
 * role (403) and, for anyone who belongs to a business, is inside its access period (403); and it
 * names the data scope the call runs in. Nothing about the caller ever comes from the input.
 */

interface SignedIn {
  userId: string;
  /** The session this call came with: a new password keeps it and ends the others. */
  sessionTokenHash: Buffer;
  /** The signed-in person as the app shows them. */
  user: CurrentUser;
}

export interface SuperadminCaller extends SignedIn {
  role: 'SUPERADMIN';
}

export interface AdminCaller extends SignedIn {
  role: 'ADMIN';
  businessId: string;
  /**
   * Set when the platform operator views the business (support access): `userId` is then the
   * business's owner, whose screens are shown, `user` the operator, and the call may only read.
   */
  supportAccess?: true;
}

export interface EmployeeCaller extends SignedIn {
  role: 'EMPLOYEE';
  businessId: string;
  employeeId: string;
}

export interface CustomerCaller extends SignedIn {
  role: 'CUSTOMER';
  businessId: string;
  customerId: string;
}

export type SignedInCaller = SuperadminCaller | AdminCaller | EmployeeCaller | CustomerCaller;

/**
 * Who may call an operation: anyone without a session looked up (signing in and out), anyone
 * with the session looked up if there is one, anyone signed in, or one role.
 */
export type Access = 'PUBLIC' | 'ANYONE' | 'SIGNED_IN' | Role;

export type CallerOf<A extends Access> = A extends 'PUBLIC'
  ? undefined
  : A extends 'ANYONE'
    ? SignedInCaller | undefined
    : A extends 'SIGNED_IN'
      ? SignedInCaller
      : Extract<SignedInCaller, { role: A }>;

export interface Admission<TCaller> {
  caller: TCaller;
  scope: DataScope;
}

/**
 * The caller of an operation open to `access`, and the scope its call runs in; throws 401/403.
 * `kind` is what the call does: the operator viewing a business (support access) may only read.
 */
export function admit<A extends Exclude<Access, 'PUBLIC'>>(access: A, session: Session | undefined, kind: OperationKind): Admission<CallerOf<A>> {
  if (!session) {
    if (access === 'ANYONE') return { caller: undefined as CallerOf<A>, scope: 'nobody' };
    throw AppError.unauthorized();
  }
  if (access === 'ADMIN' && session.user.role === 'SUPERADMIN' && session.supportAccess) {
    return supportAccessAdmission(session, session.supportAccess, kind) as Admission<CallerOf<A>>;
  }
  if (access !== 'ANYONE' && access !== 'SIGNED_IN') {
    if (session.user.role !== access) throw AppError.forbidden();
    if (session.access && !session.access.open) throw AppError.forbidden(session.access.message);
  }
  const caller = callerOf(session);
  return { caller: caller as CallerOf<A>, scope: 'businessId' in caller ? { businessId: caller.businessId } : 'platform' };
}

/**
 * The operator viewing a business: its admin's reads, as its owner, in a READ ONLY transaction of
 * that business alone. Every change and every call after the access has ended is refused here,
 * once for all operations, before the input is even read; the read-only transaction
 * (tenancy/data-scope.ts) is the second wall. The business's own access period does not apply:
 * support may be most needed by a business whose period has run out.
 */
function supportAccessAdmission(
  session: Session,
  support: NonNullable<Session['supportAccess']>,
  kind: OperationKind,
): Admission<AdminCaller> {
  if (!support.running) throw AppError.forbidden(MSG.supportAccess.errors.ended);
  if (kind === 'mutation') throw AppError.forbidden(MSG.supportAccess.errors.readOnly);
  if (!support.ownerUserId) throw AppError.forbidden();
  const { user, tokenHash } = session;
  return {
    caller: { role: 'ADMIN', userId: support.ownerUserId, sessionTokenHash: tokenHash, user, businessId: support.businessId, supportAccess: true },
    scope: { businessId: support.businessId, readOnly: true },
  };
}

function callerOf(session: Session): SignedInCaller {
  const { user, tokenHash } = session;
  const signedIn = { userId: user.id, sessionTokenHash: tokenHash, user };
  switch (user.role) {
    case 'SUPERADMIN':
      return { ...signedIn, role: 'SUPERADMIN' };
    case 'ADMIN':
      return { ...signedIn, role: 'ADMIN', businessId: businessOf(user) };
    case 'EMPLOYEE':
      return { ...signedIn, role: 'EMPLOYEE', businessId: businessOf(user), employeeId: memberRecord(session.employeeId) };
    case 'CUSTOMER':
      return { ...signedIn, role: 'CUSTOMER', businessId: businessOf(user), customerId: memberRecord(session.customerId) };
  }
}

function businessOf(user: CurrentUser): string {
  // The schema ties every non-operator account to a business; a row without one cannot act.
  if (!user.businessId) throw AppError.forbidden();
  return user.businessId;
}

/** An employee or customer account whose record was removed has nothing left to act for. */
function memberRecord(id: string | null): string {
  if (!id) throw AppError.forbidden();
  return id;
}
