import type { CurrentUser, SignInInput } from '@sevak/shared';
import type { Language } from '@sevak/shared/i18n/language';
import { createContext, useContext } from 'react';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  /** The signed-in user; null while loading and when signed out. */
  user: CurrentUser | null;
  /** Signs in; resolves with the user, rejects with the server's error. */
  signIn: (input: SignInInput) => Promise<CurrentUser>;
  isSigningIn: boolean;
  /** Ends the session on the server, forgets the user and goes to the sign-in page. */
  signOut: () => Promise<void>;
  isSigningOut: boolean;
  /** Switches the screens to `language` at once and keeps it as the signed-in person's. */
  chooseLanguage: (language: Language) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
