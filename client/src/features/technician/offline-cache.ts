import type { CurrentUser } from '@sevak/shared';
import { dehydrate, hydrate, useQueryClient, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/*
 * The technician's answers kept on the phone: who is signed in (users.me), their shop
 * (employee.home), My day's and Upcoming's lists and the visits they opened (employee.visits.*),
 * written to localStorage with react-query's own dehydrate and read back with hydrate before the
 * app first renders. A reload with no network so shows the signed-in technician's My day: the
 * saved users.me is the answer AuthProvider starts from (a failed refetch keeps it), and the
 * saved lists are what the screens show until the server answers.
 *
 * Nothing of another user is ever shown: the saved answers belong to one user, and are dropped
 * the moment users.me names someone else or no one (signed out, or the session ended).
 */

const ANSWERS_STORAGE_KEY = 'sevak-technician-answers';
/** Raised when what is saved changes shape: an older save is dropped, never misread. */
const SAVE_FORMAT = 1;
/** A save older than this is not restored: a week-old day helps nobody. */
const MAX_SAVE_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * How long an answer no screen shows stays in memory, and so in the save: a visit opened in the
 * morning can still be opened offline in the evening.
 */
export const KEEP_UNSHOWN_MS = 24 * 60 * 60 * 1000;
/**
 * The options of the technician's queries: each is tried even while the phone says it is offline
 * (what was saved is shown meanwhile, and a failure is said rather than waited out), and stays in
 * memory unshown long enough to be saved for offline use.
 */
export const READABLE_OFFLINE = { networkMode: 'offlineFirst', gcTime: KEEP_UNSHOWN_MS } as const;
/** Saves are gathered: one write for the burst of answers a screen receives. */
const SAVE_DELAY_MS = 500;

interface SavedAnswers {
  format: number;
  userId: string;
  savedAt: number;
  state: DehydratedState;
}

/** The tRPC procedure a query calls, e.g. ['employee', 'visits', 'list']. */
function procedureOf(query: Query): unknown[] {
  const [procedure] = query.queryKey;
  return Array.isArray(procedure) ? procedure : [];
}

const isSignedInUser = (query: Query) => procedureOf(query).join('.') === 'users.me';
const isTechnicianAnswer = (query: Query) => procedureOf(query)[0] === 'employee';
const isKept = (query: Query) => isSignedInUser(query) || isTechnicianAnswer(query);

function readSaved(): SavedAnswers | undefined {
  try {
    const saved = JSON.parse(window.localStorage.getItem(ANSWERS_STORAGE_KEY) ?? 'null') as SavedAnswers | null;
    if (saved?.format !== SAVE_FORMAT || Date.now() - saved.savedAt > MAX_SAVE_AGE_MS) return undefined;
    return saved;
  } catch {
    return undefined;
  }
}

function forgetSaved(): void {
  try {
    window.localStorage.removeItem(ANSWERS_STORAGE_KEY);
  } catch {
    // Storage is blocked: nothing was saved.
  }
}

/** Saves the technician's answers, while they are still the one signed in. */
function save(queryClient: QueryClient, userId: string): void {
  const [[, signedIn] = []] = queryClient.getQueriesData<CurrentUser | null>({ predicate: isSignedInUser });
  if (signedIn?.id !== userId) return;
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && isKept(query) });
  const saved: SavedAnswers = { format: SAVE_FORMAT, userId, savedAt: Date.now(), state };
  try {
    window.localStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Storage is full or blocked: the app works online as before, only not offline.
  }
}

/**
 * Restores the saved answers into the app's query cache, before the first render, and from then
 * on drops them when users.me names someone else or no one. Cheap for the other roles: they have
 * nothing saved.
 */
export function restoreTechnicianAnswers(queryClient: QueryClient): void {
  const saved = readSaved();
  if (saved) {
    hydrate(queryClient, saved.state, { defaultOptions: { queries: { gcTime: KEEP_UNSHOWN_MS } } });
    // Who is signed in is asked again at start; the saved answer stands while the server cannot be reached.
    void queryClient.invalidateQueries({ predicate: isSignedInUser, refetchType: 'none' });
  } else {
    forgetSaved();
  }
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isSignedInUser(event.query)) return;
    const savedFor = readSaved()?.userId;
    if (savedFor === undefined || savedFor === (event.query.state.data as CurrentUser | null)?.id) return;
    forgetSaved();
    queryClient.removeQueries({ predicate: isTechnicianAnswer });
  });
}

/**
 * While the technician's app is open: saves their answers whenever one arrives or leaves, and at
 * once when the page goes away (a reload, the app closed) with a save still to be written.
 */
export function useSavedTechnicianAnswers(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined;
    const saveNow = () => {
      clearTimeout(pending);
      pending = undefined;
      save(queryClient, userId);
    };
    const stop = queryClient.getQueryCache().subscribe((event) => {
      const changed = (event.type === 'updated' && event.action.type === 'success') || event.type === 'removed';
      if (changed && isKept(event.query)) pending ??= setTimeout(saveNow, SAVE_DELAY_MS);
    });
    const savePending = () => {
      if (pending !== undefined) saveNow();
    };
    window.addEventListener('pagehide', savePending);
    saveNow();
    return () => {
      stop();
      clearTimeout(pending);
      window.removeEventListener('pagehide', savePending);
    };
  }, [queryClient, userId]);
}
