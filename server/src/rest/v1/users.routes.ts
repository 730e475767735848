import { signInSchema } from '@sevak/shared';
import { currentUser, signIn, signOut } from '../../modules/auth/auth.service';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../../modules/auth/session-cookie';
import { restRoute } from '../define-route';

export const usersRoutes = [
  restRoute.public({
    method: 'POST',
    url: '/users/login',
    message: 'Login successful',
    input: signInSchema,
    handle: async ({ deps, input, request, reply }) => {
      const { user, token } = await signIn(deps, input, request.ip);
      setSessionCookie(reply, token, deps.config);
      return { user };
    },
  }),
  restRoute.public({
    method: 'POST',
    url: '/users/logout',
    message: 'Logged out successfully',
    handle: async ({ deps, request, reply }) => {
      await signOut(deps, readSessionToken(request));
      clearSessionCookie(reply, deps.config);
      return null;
    },
  }),
  restRoute.signedIn({
    method: 'GET',
    url: '/users/me',
    message: 'Current user',
    handle: ({ session }) => currentUser(session),
  }),
];
