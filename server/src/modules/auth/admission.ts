import type { CurrentUser, Role } from '@sevak/shared';
import { AppError } from '../../errors/app-error';
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

/** The caller of an operation open to `access`, and the scope its call runs in; throws 401/403. */
export function admit<A extends Exclude<Access, 'PUBLIC'>>(access: A, session: Session | undefined): Admission<CallerOf<A>> {
  if (!session) {
    if (access === 'ANYONE') return { caller: undefined as CallerOf<A>, scope: 'nobody' };
    throw AppError.unauthorized();
  }
  if (access !== 'ANYONE' && access !== 'SIGNED_IN') {
    if (session.user.role !== access) throw AppError.forbidden();
    if (session.access && !session.access.open) throw AppError.forbidden(session.access.message);
  }
  const caller = callerOf(session);
  return { caller: caller as CallerOf<A>, scope: 'businessId' in caller ? { businessId: caller.businessId } : 'platform' };
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
