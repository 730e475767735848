import type { CurrentUser, SignInInput } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { TRPCClientError } from '@trpc/client';
import type { Language } from '@sevak/shared/i18n/language';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { i18n } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/language';
import { errorMessage, isServerError, trpc } from '../../lib/trpc';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { AUTH } from './i18n';
import { takeLanguageChosenBeforeSignIn } from './language-preference';

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
  const { t } = useTranslation(AUTH);
  const { setLanguage } = useLanguage();

  const me = trpc.users.me.useQuery(undefined, { staleTime: Infinity, gcTime: Infinity, retry: false });
  const { mutateAsync: login, isPending: isSigningIn } = trpc.users.login.useMutation();
  const { mutateAsync: logout, isPending: isSigningOut } = trpc.users.logout.useMutation();
  const { mutateAsync: saveLanguage } = trpc.users.setLanguage.useMutation();

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
      const chosen = takeLanguageChosenBeforeSignIn();
      // Not saved (offline for a moment): the screens stay in the chosen language on this phone.
      const saved = chosen && chosen !== user.language ? await saveLanguage({ language: chosen }).catch(() => undefined) : undefined;
      const signedIn = saved ? { ...user, language: saved.language } : user;
      setUser(signedIn);
      return signedIn;
    },
    [login, saveLanguage, setUser],
  );

  // The signed-in person's own language, as the server keeps it, applies once they are known, and
  // again when the server says another. A language chosen here since is newer than what the
  // server said: until the server agrees (the choice is saved), its older word is not applied.
  const userLanguage = me.data?.language;
  const appliedUserLanguage = useRef<Language | undefined>(undefined);
  const chosenHere = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (!userLanguage || userLanguage === appliedUserLanguage.current) return;
    appliedUserLanguage.current = userLanguage;
    if (chosenHere.current) {
      if (chosenHere.current === userLanguage) chosenHere.current = undefined;
      return;
    }
    if (userLanguage !== i18n.resolvedLanguage) void setLanguage(userLanguage);
  }, [userLanguage, setLanguage]);

  /** Switches the screens now and keeps the choice for the person (not while the operator only views a business). */
  const chooseLanguage = useCallback(
    async (language: Language) => {
      chosenHere.current = language;
      await setLanguage(language);
      const current = utils.users.me.getData();
      if (!current || current.language === language) return;
      const saved = await saveLanguage({ language }).catch(() => undefined);
      if (saved) utils.users.me.setData(undefined, { ...current, language: saved.language });
    },
    [saveLanguage, setLanguage, utils],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      message.error(error instanceof TRPCClientError ? errorMessage(error, t('signOut.failed')) : t('signOut.unknown'));
      return;
    }
    setUser(null);
    await navigate(paths.signIn, { replace: true });
  }, [logout, message, navigate, setUser, t]);

  const user = me.data ?? null;
  const status: AuthStatus = me.isPending ? 'loading' : user ? 'authenticated' : 'unauthenticated';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn, isSigningIn, signOut, isSigningOut, chooseLanguage }),
    [status, user, signIn, isSigningIn, signOut, isSigningOut, chooseLanguage],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
