import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser, Language, Role } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { enterDataScope, inDataScope, type DataScope } from '../../tenancy/data-scope';
import { accessStateOf, type AccessState } from './access-period';
import { findSupportAccessOfSession } from '../support-access/support-access.repository';
import { endSupportAccessOnSignOut } from '../support-access/support-access.service';
import {
  deleteSession,
  deleteSessionsOlderThan,
  findSessionByTokenHash,
  insertSession,
  touchSession,
} from '../accounts/accounts.repository';

/** A signed-in request: who it is, and whether their business may use Sevak right now. */
export interface Session {
  tokenHash: Buffer;
  user: CurrentUser;
  /** Undefined for the superadmin, who belongs to no business. */
  access: AccessState | undefined;
  /** The employee or customer record of such an account; null for the others. */
  employeeId: string | null;
  customerId: string | null;
  /**
   * For the operator: the business this session is viewing read-only (support access), if one
   * is open, and whether it is still running at the time of the call.
   */
  supportAccess?: { businessId: string; ownerUserId: string | null; running: boolean };
}

/** Last-seen is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashSessionToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

export function toCurrentUser(row: {
  id: string;
  role: Role;
  fullname: string;
  phoneNumber: string;
  email: string | null;
  address: string | null;
  image: string | null;
  language: Language;
  businessId: string | null;
  businessLogo: string | null;
}): CurrentUser {
  return {
    id: row.id,
    role: row.role,
    username: row.phoneNumber,
    fullname: row.fullname,
    phoneNumber: row.phoneNumber,
    email: row.email,
    address: row.address,
    // A business owner's picture is the business's logo, set on the profile screen.
    image: row.role === 'ADMIN' ? (row.businessLogo ?? row.image) : row.image,
    businessId: row.businessId,
    language: row.language,
  };
}

/** Starts a session and returns its token: 256 random bits, of which the database keeps only a hash. */
export async function startSession(deps: AppDeps, user: { id: string; businessId: string | null }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now();
  await inDataScope(deps.db, 'platform', (db) =>
    insertSession(db, { tokenHash: hashSessionToken(token), userId: user.id, businessId: user.businessId, now }),
  );
  return token;
}

/**
 * The session a request's cookie names, if it is still valid. Looked up across businesses (the
 * token is all there is to go on), before the request's own scope is known.
 */
export async function resolveSession(deps: AppDeps, token: string | undefined): Promise<Session | undefined> {
  if (!token || token.length > 100) return undefined;
  return inDataScope(deps.db, 'platform', (db) => sessionOfToken({ ...deps, db }, hashSessionToken(token)));
}

/**
 * A signed-in call in one transaction: the session is looked up in the platform scope, `admit`
 * checks it (throwing 401/403) and names the call's scope and caller, and `work` runs in that
 * scope. One transaction instead of two for every signed-in request.
 */
export function inSessionScope<TCaller, T>(
  deps: AppDeps,
  token: string | undefined,
  admit: (session: Session | undefined) => { scope: DataScope; caller: TCaller },
  work: (deps: AppDeps, caller: TCaller) => Promise<T>,
): Promise<T> {
  return inDataScope(deps.db, 'platform', async (db) => {
    const scoped = { ...deps, db };
    const session = token && token.length <= 100 ? await sessionOfToken(scoped, hashSessionToken(token)) : undefined;
    const { scope, caller } = admit(session);
    await enterDataScope(db, scope);
    return work(scoped, caller);
  });
}

async function sessionOfToken(deps: AppDeps, tokenHash: Buffer): Promise<Session | undefined> {
  const row = await findSessionByTokenHash(deps.db, tokenHash);
  if (!row) return undefined;

  const now = deps.clock.now();
  const idleFor = now.getTime() - row.sessionLastSeenAt.getTime();
  const age = now.getTime() - row.sessionCreatedAt.getTime();
  if (idleFor > deps.config.sessionIdleMinutes * 60_000 || age > deps.config.sessionAbsoluteHours * 3_600_000) {
    await deleteSession(deps.db, tokenHash);
    return undefined;
  }
  if (idleFor > TOUCH_INTERVAL_MS) await touchSession(deps.db, tokenHash, now);

  const access =
    row.startDate && row.expiryDate
      ? accessStateOf({ startDate: row.startDate, expiryDate: row.expiryDate }, deps.config.businessTimeZone, now)
      : undefined;
  const session: Session = { tokenHash, user: toCurrentUser(row), access, employeeId: row.employeeId, customerId: row.customerId };
  if (row.role === 'SUPERADMIN') {
    // Only the operator's sessions can hold one; a business's calls pay nothing for it.
    const support = await findSupportAccessOfSession(deps.db, tokenHash);
    if (support) session.supportAccess = { businessId: support.businessId, ownerUserId: support.ownerUserId, running: support.expiresAt > now };
  }
  return session;
}

export async function endSession(deps: AppDeps, token: string | undefined) {
  if (!token) return undefined;
  const tokenHash = hashSessionToken(token);
  return inDataScope(deps.db, 'platform', async (db) => {
    await endSupportAccessOnSignOut({ ...deps, db }, tokenHash);
    return deleteSession(db, tokenHash);
  });
}

export async function deleteExpiredSessions(deps: AppDeps): Promise<void> {
  const now = deps.clock.now().getTime();
  await inDataScope(deps.db, 'platform', (db) =>
    deleteSessionsOlderThan(db, {
      createdBefore: new Date(now - deps.config.sessionAbsoluteHours * 3_600_000),
      lastSeenBefore: new Date(now - deps.config.sessionIdleMinutes * 60_000),
    }),
  );
}
