import { listAuditInput, listPlatformAuditInput, MSG } from '@sevak/shared';
import { admin, superadmin } from '../../operations/operation';
import * as service from './audit.service';

/** The business's own trail: who changed what, when; a record's history is the same list narrowed to it. */
export const auditOperations = {
  list: admin.query({
    input: listAuditInput,
    rest: { method: 'GET', path: '/admin/audit', message: MSG.audit.rest.list, list: 'rows' },
    run: ({ deps, caller, input }) => service.listAudit(deps, caller, input),
  }),
  actors: admin.query({
    rest: { method: 'GET', path: '/admin/audit/actors', message: MSG.audit.rest.actors },
    run: ({ deps, caller }) => service.listAuditActors(deps, caller),
  }),
};

/** The operator's trail: sign-ins and changes to businesses, across businesses. */
export const platformAuditOperations = {
  list: superadmin.query({
    input: listPlatformAuditInput,
    rest: { method: 'GET', path: '/superAdmin/audit', message: MSG.audit.rest.list, list: 'rows' },
    run: ({ deps, input }) => service.listPlatformAudit(deps, input),
  }),
};
