import type { CurrentUser, SignInInput } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { errorMessage, isServerError, trpc } from '../../lib/trpc';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';

export const LOGOUT_MESSAGES = {
  failed: 'Failed to logout. Please try again later.',
  unknown: 'An unknown error occurred during logout.',
} as const;

const ME_KEY = JSON.stringify(['users', 'me']);

/**
 * Knows who is signed in. It asks the server once at start (`users.me`); a failed lookup counts
 * as signed out (spec §8). Signing in or out also drops every other cached answer, so nothing
 * one user saw is shown to the next.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const me = trpc.users.me.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity, retry: false });
  const { mutateAsync: login, isPending: isSigningIn } = trpc.users.login.useMutation();
  const { mutateAsync: logout, isPending: isSigningOut } = trpc.users.logout.useMutation();

  const setUser = useCallback(
    (user: CurrentUser | null) => {
      queryClient.removeQueries({ predicate: (query) => JSON.stringify(query.queryKey[0]) !== ME_KEY });
      utils.users.me.setData(undefined, user);
    },
    [queryClient, utils],
  );

  // A session can end elsewhere (signed out in another tab, expired): the first call that the
  // server refuses with 401 forgets the user, and the route guards take them to /signin.
  useEffect(() => {
    const forgetUserOn401 = (error: unknown) => {
      if (isServerError(error) && error.data?.httpStatus === 401 && utils.users.me.getData()) setUser(null);
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') forgetUserOn401(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') forgetUserOn401(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, setUser, utils]);

  const signIn = useCallback(
    async (input: SignInInput) => {
      const { user } = await login(input);
      setUser(user);
      return user;
    },
    [login, setUser],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      message.error(error instanceof TRPCClientError ? errorMessage(error, LOGOUT_MESSAGES.failed) : LOGOUT_MESSAGES.unknown);
      return;
    }
    setUser(null);
    await navigate(paths.signIn, { replace: true });
  }, [logout, message, navigate, setUser]);

  const user = me.data ?? null;
  const status: AuthStatus = me.isPending ? 'loading' : user ? 'authenticated' : 'unauthenticated';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn, isSigningIn, signOut, isSigningOut }),
    [status, user, signIn, isSigningIn, signOut, isSigningOut],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
