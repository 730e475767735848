import type { BillingProfile, BillingProfileFields } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import type { BusinessScope } from '../../tenancy/data-scope';
import * as repository from './billing.repository';

/** The business's tax profile, or null before the owner first saves one. */
export async function getBillingProfile(deps: AppDeps, business: BusinessScope): Promise<BillingProfile | null> {
  const row = await repository.findBillingProfile(deps.db, business.businessId);
  if (!row) return null;
  const { serviceGstRateBp, updatedAt, ...fields } = row;
  return { ...fields, serviceGstRate: serviceGstRateBp / 100, updatedAt: updatedAt.toISOString() };
}

export async function saveBillingProfile(deps: AppDeps, business: BusinessScope, fields: BillingProfileFields): Promise<BillingProfile> {
  await repository.saveBillingProfile(deps.db, business.businessId, fields, deps.clock.now());
  return (await getBillingProfile(deps, business))!;
}
