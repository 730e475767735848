import type { AuditActor, AuditEntry, ListAuditInput, ListPlatformAuditInput, Page } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { addDays, startOfDayIn } from '../../lib/business-time';
import { windowOf } from '../../lib/list-query';
import type { BusinessScope } from '../../tenancy/data-scope';
import * as repository from './audit.repository';

/** Days in business time, both included, as the instants the rows are stamped with. */
function instantsOf(deps: AppDeps, days: { from?: string | undefined; to?: string | undefined }) {
  const timeZone = deps.config.businessTimeZone;
  return {
    from: days.from ? startOfDayIn(timeZone, days.from) : undefined,
    until: days.to ? startOfDayIn(timeZone, addDays(days.to, 1)) : undefined,
  };
}

/**
 * Records whose history gathers the rows of the records that name them: a customer's purchases,
 * visits, invoices and payments; an invoice's payments; a visit's payment. A product's history
 * is its own changes, not every sale of it.
 */
const GATHERS_RELATED = new Set(['customer', 'employee', 'invoice', 'visit', 'purchase', 'amc_contract']);

/** The business's trail, or one record's history (with the account of a customer or employee). */
export async function listAudit(deps: AppDeps, business: BusinessScope, input: ListAuditInput): Promise<Page<AuditEntry>> {
  const { businessId } = business;
  let recordIds: string[] | undefined;
  if (input.entity && input.entityID) {
    const account = await repository.accountOfRecord(deps.db, businessId, input.entity, input.entityID);
    recordIds = account ? [input.entityID, account] : [input.entityID];
  }
  return repository.listAudit(deps.db, {
    businessId,
    entity: input.entity,
    recordIds,
    withRelated: input.entity !== undefined && GATHERS_RELATED.has(input.entity),
    userId: input.userID,
    ...instantsOf(deps, input),
    window: windowOf(input),
  });
}

export function listAuditActors(deps: AppDeps, business: BusinessScope): Promise<AuditActor[]> {
  return repository.listAuditActors(deps.db, business.businessId);
}

/** The operator's view: sign-ins and business-level changes across businesses, or one business's. */
export function listPlatformAudit(deps: AppDeps, input: ListPlatformAuditInput): Promise<Page<AuditEntry>> {
  return repository.listAudit(deps.db, {
    businessId: input.businessID,
    platformOnly: true,
    ...instantsOf(deps, input),
    window: windowOf(input),
  });
}
