import type { Role } from '@sevak/shared';
import { AppError } from '../../errors/app-error';
import type { Session } from './sessions.service';

/**
 * The one gate in front of every signed-in call, tRPC or REST: signed in (401), the right role
 * (403), and, for anyone who belongs to a business, inside its access period (403).
 */
export function requireSession(session: Session | undefined): Session {
  if (!session) throw AppError.unauthorized();
  return session;
}

export function authorize(maybeSession: Session | undefined, role: Role): Session {
  const session = requireSession(maybeSession);
  if (session.user.role !== role) throw AppError.forbidden();
  if (session.access && !session.access.open) throw AppError.forbidden(session.access.message);
  return session;
}

/** What an admin call knows about its caller. `businessId` never comes from the input. */
export interface AdminActor {
  userId: string;
  businessId: string;
}

export function authorizeAdmin(session: Session | undefined): AdminActor {
  const { user } = authorize(session, 'ADMIN');
  return { userId: user.id, businessId: user.businessId! };
}
