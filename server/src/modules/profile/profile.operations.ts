import { MSG, updateProfileInput } from '@sevak/shared';
import { admin } from '../../operations/operation';
import * as service from './profile.service';

/** The signed-in admin's own account and logo (spec §2 /update/profile). */
export const profileOperations = {
  get: admin.query({
    rest: { method: 'GET', path: '/admin', message: MSG.profile.rest.get },
    run: ({ deps, caller }) => service.getProfile(deps, caller),
  }),
  update: admin.mutation({
    input: updateProfileInput,
    rest: { method: 'PUT', path: '/admin', message: MSG.profile.rest.updated },
    run: ({ deps, caller, input }) => service.updateProfile(deps, caller, input),
  }),
};
