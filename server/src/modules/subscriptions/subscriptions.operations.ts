import { createPlanInput, idInput, MSG, renewBusinessInput, updatePlanInput } from '@sevak/shared';
import { admin, superadmin } from '../../operations/operation';
import * as service from './subscriptions.service';

/** The operator's plans, each business's renewals and subscription history, and their receipts. */
export const subscriptionOperations = {
  plans: superadmin.query({
    rest: { method: 'GET', path: '/superadmin/plans', message: MSG.subscriptions.rest.plans },
    run: ({ deps }) => service.listPlans(deps),
  }),
  createPlan: superadmin.mutation({
    input: createPlanInput,
    rest: { method: 'POST', path: '/superadmin/plans', status: 201, message: MSG.subscriptions.rest.planCreated },
    run: ({ deps, input }) => service.createPlan(deps, input),
  }),
  /** A plan changed, or taken off sale. */
  updatePlan: superadmin.mutation({
    input: updatePlanInput,
    rest: { method: 'PUT', path: '/superadmin/plans/:id', body: 'data', message: MSG.subscriptions.rest.planUpdated },
    run: ({ deps, input }) => service.updatePlan(deps, input),
  }),
  /** A payment received for a period of access: the expiry date moves on by the plan's months. */
  renew: superadmin.mutation({
    input: renewBusinessInput,
    rest: { method: 'POST', path: '/superadmin/business/:id/renew', status: 201, message: MSG.subscriptions.rest.renewed },
    run: ({ deps, input }) => service.renewBusiness(deps, input),
  }),
  history: superadmin.query({
    input: idInput,
    rest: { method: 'GET', path: '/superadmin/business/:id/subscriptions', message: MSG.subscriptions.rest.history },
    run: ({ deps, input }) => service.listSubscriptionsOfBusiness(deps, input.id),
  }),
  receiptPdf: superadmin.download({
    input: idInput,
    rest: { method: 'GET', path: '/superadmin/subscriptions/:id/pdf', message: MSG.subscriptions.rest.receiptPdf },
    run: ({ deps, input }) => service.subscriptionReceiptPdf(deps, input.id),
  }),
};

/** The business's own plan and renewal date, and the plans it may renew on. */
export const ownSubscriptionOperations = {
  get: admin.query({
    rest: { method: 'GET', path: '/admin/subscription', message: MSG.subscriptions.rest.own },
    run: ({ deps, caller }) => service.ownSubscription(deps, caller),
  }),
};
