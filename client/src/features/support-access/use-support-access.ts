import type { Role } from '@sevak/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { trpc, type RouterOutputs } from '../../lib/trpc';

/*
 * Support access ("view as") on the operator's side. While the operator's session views a
 * business, the app is that business's admin app, read-only: its routes, its sidebar, and a banner
 * with the time it ends and an Exit. The server decides everything that matters (admission
 * refuses every change); the client only follows what the server says is running.
 */

export type RunningSupportAccess = NonNullable<RouterOutputs['superadmin']['supportAccess']['active']>;

/** Asked again this often, so a view that ran out (30 minutes) returns the operator to the console by itself. */
const RECHECK_MS = 30_000;

/**
 * The business the signed-in operator is viewing, if any. `pending` while the first answer is on
 * its way: the route guards wait rather than send the operator to the wrong app.
 */
export function useSupportAccess(): { viewing: RunningSupportAccess | null; pending: boolean } {
  const { user } = useAuth();
  const isOperator = user?.role === 'SUPERADMIN';
  const active = trpc.superadmin.supportAccess.active.useQuery(undefined, {
    enabled: isOperator,
    refetchInterval: RECHECK_MS,
    refetchOnWindowFocus: true,
  });
  if (!isOperator) return { viewing: null, pending: false };
  return { viewing: active.data ?? null, pending: active.isPending };
}

/** The app a signed-in user gets: an operator viewing a business gets its admin's. */
export function useEffectiveRole(): { role: Role | null; pending: boolean } {
  const { user } = useAuth();
  const { viewing, pending } = useSupportAccess();
  if (!user) return { role: null, pending: false };
  return { role: viewing ? 'ADMIN' : user.role, pending };
}

const KEPT_QUERIES = new Set([JSON.stringify(['users', 'me']), JSON.stringify(['superadmin', 'supportAccess', 'active'])]);

/**
 * Forgets every answer but who is signed in and what they view: what one business showed is never
 * shown as another's, nor kept once the view ends.
 */
export function useForgetViewedData(): () => void {
  const queryClient = useQueryClient();
  return () => queryClient.removeQueries({ predicate: (query) => !KEPT_QUERIES.has(JSON.stringify(query.queryKey[0])) });
}
