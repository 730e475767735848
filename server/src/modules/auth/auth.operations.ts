import { SIGN_IN_MESSAGES, signInSchema } from '@sevak/shared';
import { AppError } from '../../errors/app-error';
import { anyone, publicAccess } from '../../operations/operation';
import { recordFailedSignIn, recordSessionEvent } from '../audit/sign-in-events';
import { endSession } from './sessions.service';
import { signIn } from './sign-in.service';

/** Signing in and out, and who is signed in: the calls made before a role is known. */
export const authOperations = {
  /** Sign-in and sign-out look up and scope what they need themselves. */
  login: publicAccess.mutation({
    input: signInSchema,
    rest: { method: 'POST', path: '/users/login', message: 'Login successful' },
    run: async ({ deps, input, client }) => {
      let signedIn;
      try {
        signedIn = await signIn(deps, input, client.address);
      } catch (error) {
        const wrongPassword = error instanceof AppError && error.message === SIGN_IN_MESSAGES.invalidCredentials;
        if (wrongPassword) await recordFailedSignIn(deps, input.phoneNumber, client.address);
        throw error;
      }
      const { user, token } = signedIn;
      await recordSessionEvent(deps, 'sign_in', user, client.address);
      client.keepSession(token);
      return { user };
    },
  }),
  logout: publicAccess.mutation({
    rest: { method: 'POST', path: '/users/logout', body: 'none', message: 'Logged out successfully' },
    run: async ({ deps, client }) => {
      const ended = await endSession(deps, client.sessionToken);
      if (ended) await recordSessionEvent(deps, 'sign_out', ended, client.address);
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
