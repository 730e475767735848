import { billingProfileInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './billing.service';

/** The business's GST tax profile: the seller on its invoices (issue: billing). */
export const billingOperations = {
  profile: admin.query({
    rest: { method: 'GET', path: '/admin/billing-profile', message: 'Billing profile fetched successfully' },
    run: ({ deps, caller }) => service.getBillingProfile(deps, caller),
  }),
  saveProfile: admin.mutation({
    input: billingProfileInput,
    rest: { method: 'PUT', path: '/admin/billing-profile', message: 'Billing profile saved successfully' },
    run: ({ deps, caller, input }) => service.saveBillingProfile(deps, caller, input),
  }),
};
