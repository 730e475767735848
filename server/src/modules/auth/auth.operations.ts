import { MSG, setLanguageInput, signInSchema } from '@sevak/shared';
import { AppError } from '../../errors/app-error';
import { anyone, publicAccess, signedIn } from '../../operations/operation';
import { updateAccountLanguage } from '../accounts/accounts.repository';
import { recordFailedSignIn, recordSessionEvent } from '../audit/sign-in-events';
import { endSession } from './sessions.service';
import { signIn } from './sign-in.service';

/** Signing in and out, and who is signed in: the calls made before a role is known. */
export const authOperations = {
  /** Sign-in and sign-out look up and scope what they need themselves. */
  login: publicAccess.mutation({
    input: signInSchema,
    rest: { method: 'POST', path: '/users/login', message: MSG.auth.rest.login },
    run: async ({ deps, input, client }) => {
      let started;
      try {
        started = await signIn(deps, input, client.address);
      } catch (error) {
        const wrongPassword = error instanceof AppError && error.says(MSG.auth.signIn.invalidCredentials);
        if (wrongPassword) await recordFailedSignIn(deps, input.phoneNumber, client.address);
        throw error;
      }
      const { user, token } = started;
      await recordSessionEvent(deps, 'sign_in', user, client.address);
      client.keepSession(token);
      return { user };
    },
  }),
  logout: publicAccess.mutation({
    rest: { method: 'POST', path: '/users/logout', body: 'none', message: MSG.auth.rest.logout },
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
    rest: { method: 'GET', path: '/users/me', message: MSG.auth.rest.me, signedOutIs401: true },
    run: ({ caller }) => caller?.user ?? null,
  }),
  /** The language of one's own screens, kept so it follows the person to another phone. */
  setLanguage: signedIn.mutation({
    input: setLanguageInput,
    rest: { method: 'PUT', path: '/users/me/language', message: MSG.auth.rest.languageSaved },
    run: async ({ deps, caller, input }) => {
      await updateAccountLanguage(deps.db, caller.userId, input.language);
      return { language: input.language };
    },
  }),
};
