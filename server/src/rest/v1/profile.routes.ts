import { updateProfileInput } from '@sevak/shared';
import { hashSessionToken } from '../../modules/auth/sessions.service';
import { readSessionToken } from '../../modules/auth/session-cookie';
import * as service from '../../modules/profile/profile.service';
import { restRoute, type RestRoute } from '../define-route';

export const profileRoutes: RestRoute[] = [
  restRoute.admin({
    method: 'GET',
    url: '/admin',
    message: 'Profile fetched successfully',
    handle: ({ deps, actor }) => service.getProfile(deps, actor),
  }),
  restRoute.admin({
    method: 'PUT',
    url: '/admin',
    message: 'Profile updated successfully',
    input: updateProfileInput,
    // The admin route already found the session by this cookie, so it is there.
    handle: ({ deps, actor, input, request }) =>
      service.updateProfile(deps, actor, input, hashSessionToken(readSessionToken(request) ?? '')),
  }),
];
