import type { Enquiry, EnquiryFields, ListEnquiriesInput } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { AdminActor } from '../auth/authorize';
import { findProduct } from '../products/products.repository';
import * as repository from './enquiries.repository';
import { inTransaction } from '../../tenancy/data-scope';

export function listEnquiries(deps: AppDeps, actor: AdminActor, input: ListEnquiriesInput) {
  return repository.listEnquiries(deps.db, actor.businessId, input);
}

/** An enquiry may name one of this business's products; another business's product is "not found". */
export function createEnquiry(deps: AppDeps, actor: AdminActor, fields: EnquiryFields): Promise<Enquiry> {
  return inTransaction(deps.db, async (trx) => {
    if (fields.productId && !(await findProduct(trx, actor.businessId, fields.productId))) {
      throw AppError.notFound('Product');
    }
    const id = await repository.insertEnquiry(trx, actor.businessId, fields, deps.clock.now());
    return (await repository.findEnquiry(trx, actor.businessId, id)) ?? notFound();
  });
}

export async function deleteEnquiry(deps: AppDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  if (!(await repository.deleteEnquiry(deps.db, actor.businessId, id))) notFound();
  return { id };
}

function notFound(): never {
  throw AppError.notFound('Enquiry');
}
