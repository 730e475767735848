import { listRenewalsInput, MSG } from '@sevak/shared';
import { superadmin } from '../../operations/operation';
import * as service from './operator-console.service';

/** The operator's console: businesses due to renew, and the platform's figures at a glance. */
export const operatorConsoleOperations = {
  renewals: superadmin.query({
    input: listRenewalsInput,
    rest: { method: 'GET', path: '/superadmin/renewals', message: MSG.operatorConsole.rest.renewals, list: 'rows' },
    run: ({ deps, input }) => service.listRenewals(deps, input),
  }),
  summary: superadmin.query({
    rest: { method: 'GET', path: '/superadmin/summary', message: MSG.operatorConsole.rest.summary },
    run: ({ deps }) => service.consoleSummary(deps),
  }),
};
