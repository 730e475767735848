import type { CurrentUser, SignInInput } from '@sevak/shared';
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
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
