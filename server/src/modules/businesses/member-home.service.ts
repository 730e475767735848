import type { AppDeps } from '../../deps';
import type { Session } from '../auth/sessions.service';
import { findBusinessName } from './businesses.repository';

/** What an employee's or customer's placeholder dashboard shows: who they are, and for which shop. */
export async function memberHome(deps: AppDeps, session: Session) {
  const business = session.user.businessId ? await findBusinessName(deps.db, session.user.businessId) : undefined;
  return { fullname: session.user.fullname, businessName: business?.name ?? null };
}
