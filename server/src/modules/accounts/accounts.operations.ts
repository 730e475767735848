import { changePasswordInput, MSG } from '@sevak/shared';
import { superadmin } from '../../operations/operation';
import { changeOwnPassword } from './superadmin';

/** The operator's own account. */
export const operatorAccountOperations = {
  /** Re-entering the current password; the operator's other sessions end. */
  changePassword: superadmin.mutation({
    input: changePasswordInput,
    rest: { method: 'PUT', path: '/superAdmin/password', message: MSG.auth.rest.passwordChanged },
    run: ({ deps, caller, input }) => changeOwnPassword(deps, caller, input),
  }),
};
