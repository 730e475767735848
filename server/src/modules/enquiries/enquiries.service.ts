import type { Enquiry, EnquiryFields, ListEnquiriesInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { inTransaction, type BusinessScope } from '../../tenancy/data-scope';
import { findProduct } from '../products/products.repository';
import * as repository from './enquiries.repository';

export function listEnquiries(deps: AppDeps, business: BusinessScope, input: ListEnquiriesInput) {
  return repository.listEnquiries(deps.db, business.businessId, input);
}

/** An enquiry may name one of this business's products; another business's product is "not found". */
export function createEnquiry(deps: AppDeps, business: BusinessScope, fields: EnquiryFields): Promise<Enquiry> {
  return inTransaction(deps.db, async (trx) => {
    if (fields.productId && !(await findProduct(trx, business.businessId, fields.productId))) {
      throw AppError.notFound('Product');
    }
    const id = await repository.insertEnquiry(trx, business.businessId, fields, deps.clock.now());
    return (await repository.findEnquiry(trx, business.businessId, id)) ?? notFound();
  });
}

export async function deleteEnquiry(deps: AppDeps, business: BusinessScope, id: string): Promise<{ id: string }> {
  if (!(await repository.deleteEnquiry(deps.db, business.businessId, id))) notFound();
  return { id };
}

function notFound(): never {
  throw AppError.notFound('Enquiry');
}
