import { MSG, startSupportAccessInput } from '@sevak/shared';
import { admin, superadmin } from '../../operations/operation';
import * as service from './support-access.service';

/** The operator viewing a business read-only, for a stated reason, for at most 30 minutes. */
export const supportAccessOperations = {
  start: superadmin.mutation({
    input: startSupportAccessInput,
    rest: { method: 'POST', path: '/superadmin/business/:id/support-access', status: 201, message: MSG.supportAccess.rest.started },
    run: ({ deps, caller, input }) => service.startSupportAccess(deps, caller, input),
  }),
  end: superadmin.mutation({
    rest: { method: 'DELETE', path: '/superadmin/support-access', message: MSG.supportAccess.rest.ended },
    run: ({ deps, caller }) => service.endSupportAccess(deps, caller),
  }),
  active: superadmin.query({
    rest: { method: 'GET', path: '/superadmin/support-access', message: MSG.supportAccess.rest.fetched },
    run: ({ deps, caller }) => service.runningSupportAccess(deps, caller),
  }),
};

/** The business's own view: whether Sevak support is viewing it right now (the banner in its app). */
export const ownSupportAccessOperations = {
  current: admin.query({
    rest: { method: 'GET', path: '/admin/support-access', message: MSG.supportAccess.rest.fetched },
    run: ({ deps, caller }) => service.supportAccessNotice(deps, caller),
  }),
};
