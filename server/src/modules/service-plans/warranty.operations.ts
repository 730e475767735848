import { MSG, warrantyLookupInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './warranty.service';

/*
 * The warranty look-up (issue: service plans): by a purchase's serial number or a customer's phone.
 */

export const warrantyOperations = {
  /** `?serial=` finds the purchase with that serial number (none or one); `?phone=` every purchase of that customer. */
  lookup: admin.query({
    input: warrantyLookupInput,
    rest: { method: 'GET', path: '/admin/warranty', message: MSG.servicePlans.rest.warranty },
    run: ({ deps, caller, input }) => service.lookUpWarranty(deps, caller, input),
  }),
};
