import { MSG, type CreateEnquiryInput, type Enquiry, type EnquiryFollowUpFields, type ListEnquiriesInput, type Page } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { calendarDateIn } from '../../lib/business-time';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { findProduct } from '../products/products.repository';
import * as repository from './enquiries.repository';

/** Today in the business time zone: what "follow-up due" is counted against. */
const todayOf = (deps: AppDeps) => calendarDateIn(deps.config.businessTimeZone, deps.clock.now());

export function listEnquiries(deps: AppDeps, business: BusinessScope, input: ListEnquiriesInput): Promise<Page<Enquiry>> {
  return repository.listEnquiries(deps.db, business.businessId, input, todayOf(deps));
}

export async function getEnquiry(deps: AppDeps, business: BusinessScope, id: string): Promise<Enquiry> {
  return (await repository.findEnquiry(deps.db, business.businessId, id)) ?? notFound();
}

/** An enquiry may name one of this business's products; another business's product is "not found". */
export function createEnquiry(deps: AppDeps, business: BusinessScope, fields: CreateEnquiryInput): Promise<Enquiry> {
  return inTransaction(deps.db, async (trx) => {
    if (fields.productId && !(await findProduct(trx, business.businessId, fields.productId))) {
      throw AppError.notFound(MSG.common.database.productNotFound);
    }
    const id = await repository.insertEnquiry(trx, business.businessId, fields, deps.clock.now());
    return (await repository.findEnquiry(trx, business.businessId, id)) ?? notFound();
  });
}

/** The owner's follow-up: the enquiry's state, the day to call again, their notes. */
export async function updateEnquiry(deps: AppDeps, business: BusinessScope, id: string, fields: EnquiryFollowUpFields): Promise<Enquiry> {
  if (!(await repository.updateEnquiryFollowUp(deps.db, business.businessId, id, fields))) notFound();
  return getEnquiry(deps, business, id);
}

export async function deleteEnquiry(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  if (!(await repository.deleteEnquiry(deps.db, business.businessId, id))) notFound();
  return { id };
}

/**
 * Marks the enquiry converted to a customer just saved, in the same transaction as the customer
 * (customers.service calls it): an enquiry the business does not have is "not found", and one
 * already converted to a customer who still exists is refused, so neither saves the customer.
 */
export async function convertEnquiry(deps: AppDeps, business: BusinessScope, id: string, customerId: string): Promise<void> {
  const enquiry = (await repository.findEnquiryConversion(deps.db, business.businessId, id)) ?? notFound();
  if (enquiry.convertedCustomerId || !(await repository.markEnquiryConverted(deps.db, business.businessId, id, customerId))) {
    throw AppError.conflict(MSG.enquiries.errors.alreadyConverted);
  }
}

function notFound(): never {
  throw AppError.notFound(MSG.enquiries.errors.notFound);
}
