import type { CurrentUser } from '@sevak/shared';
import type { AppDeps } from '../../deps';
import { requireSession } from './authorize';
import { endSession, type Session } from './sessions.service';

export { signIn } from './sign-in.service';

export function currentUser(session: Session | undefined): CurrentUser {
  return requireSession(session).user;
}

export async function signOut(deps: AppDeps, token: string | undefined): Promise<void> {
  await endSession(deps, token);
}
