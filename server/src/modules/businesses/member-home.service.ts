import type { AppDeps } from '../../deps';
import type { CustomerCaller, EmployeeCaller } from '../auth/admission';
import { findBusinessName } from './businesses.repository';

/** What an employee's or customer's dashboard shows: who they are, and for which shop. */
export async function memberHome(deps: AppDeps, caller: EmployeeCaller | CustomerCaller) {
  const business = await findBusinessName(deps.db, caller.businessId);
  return { fullname: caller.user.fullname, businessName: business?.name ?? null };
}
