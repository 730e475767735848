import { signInSchema } from '@sevak/shared';
import { anyone, publicAccess } from '../../operations/operation';
import { endSession } from './sessions.service';
import { signIn } from './sign-in.service';

/** Signing in and out, and who is signed in: the calls made before a role is known. */
export const authOperations = {
  /** Sign-in and sign-out look up and scope what they need themselves. */
  login: publicAccess.mutation({
    input: signInSchema,
    rest: { method: 'POST', path: '/users/login', message: 'Login successful' },
    run: async ({ deps, input, client }) => {
      const { user, token } = await signIn(deps, input, client.address);
      client.keepSession(token);
      return { user };
    },
  }),
  logout: publicAccess.mutation({
    rest: { method: 'POST', path: '/users/logout', body: 'none', message: 'Logged out successfully' },
    run: async ({ deps, client }) => {
      await endSession(deps, client.sessionToken);
      client.forgetSession();
      return null;
    },
  }),
  /**
   * The app asks once at start whether anyone is signed in, and a signed-out visitor is an
   * answer (null), not an error; a REST caller learns it from a 401 (spec §7).
   */
  me: anyone.query({
    rest: { method: 'GET', path: '/users/me', message: 'Current user', signedOutIs401: true },
    run: ({ caller }) => caller?.user ?? null,
  }),
};
