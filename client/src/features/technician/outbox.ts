import type { CompleteMyVisitFields } from '@sevak/shared';
import type { MessageKey } from '@sevak/shared/i18n/messages.en';
import { i18n } from '../../i18n/i18n';
import { loadMessages, messageText } from '../../i18n/messages';
import { formatRupees } from '../../lib/format';
import { TECHNICIAN } from './i18n';

/*
 * The technician's outbox. A visit marked done is first written here, on the phone, and sent from
 * here, whether the phone is online or not: one way for a completion to reach the server, so the
 * screens never wonder which one it took. An entry is sent when it is queued, when the app
 * starts, when the phone comes back online and on a timer, until the server answers it.
 *
 * Each entry carries an Idempotency-Key made once, when the technician saved it. A send that
 * reached the server but whose answer was lost (the network dropped on the way back) is sent
 * again with the same key, and the server replays its first answer instead of completing the
 * visit, recording the payment and booking the next visit a second time.
 *
 * The REST door answers in the language a request asks for, and a browser would ask in its own:
 * each send names the language of the screens, so the server's sentence reads as the rest of the
 * app does, and the answer "still at work" is told apart by that language's sentence.
 */

/** POST /api/v1/employee/visit/{id}/complete (the REST door honours Idempotency-Key; tRPC has no header for it). */
export const completeVisitUrl = (visitId: string) => `/api/v1/employee/visit/${encodeURIComponent(visitId)}/complete`;

const OUTBOX_STORAGE_KEY = 'sevak-technician-outbox';

/** A visit marked done on the phone, not yet answered by the server. */
export interface QueuedCompletion {
  /** The Idempotency-Key: made once, when the technician saved, and sent with every try. */
  key: string;
  /** Whose change it is: sent only while they are the one signed in. */
  userId: string;
  visitId: string;
  /** Who the visit was for, to name the change on the screen. */
  customerName: string;
  fields: CompleteMyVisitFields;
  queuedAt: string;
}

/** A change the server refused (the visit was reassigned, a field it would not take): the technician is told why. */
export interface RefusedCompletion {
  key: string;
  userId: string;
  visitId: string;
  customerName: string;
  message: string;
}

export interface OutboxState {
  queued: QueuedCompletion[];
  refused: RefusedCompletion[];
}

export interface SendReport {
  /** Answered 2xx: done on the server (or found done already). The server's sentence for each. */
  sent: { completion: QueuedCompletion; message: string }[];
  /** Answered 4xx: dropped from the queue, kept as refused until the technician has read why. */
  refused: RefusedCompletion[];
  /** The server said the session has ended (401): what is left waits for the technician to sign in again. */
  signedOut: boolean;
}

/** The REST door's answer when the same key is still being worked on: "not now", not "no". */
const STILL_RUNNING: MessageKey = 'common.idempotency.stillRunning';

/*
 * Answers that mean "not now" rather than "no": the session ended (sent after signing in again),
 * too many requests (429), a timeout (408), and a 409 that says the same key is still being
 * worked on. These, 5xx answers and network failures leave the entry queued. Any other 409 is a
 * "no" (the visit was cancelled, nothing is left to pay) and is shown to the technician.
 */
const TRY_AGAIN_LATER = new Set([401, 408, 429]);

const EMPTY: OutboxState = { queued: [], refused: [] };

/* ------------------------------------------------------------------ the stored outbox */

let last: { raw: string | null; state: OutboxState } = { raw: null, state: EMPTY };
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(OUTBOX_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The outbox as stored: the same object until it changes, as useSyncExternalStore needs. */
export function readOutbox(): OutboxState {
  const raw = readRaw();
  if (raw !== last.raw) {
    let state = EMPTY;
    try {
      const parsed = raw ? (JSON.parse(raw) as Partial<OutboxState>) : undefined;
      state = { queued: parsed?.queued ?? [], refused: parsed?.refused ?? [] };
    } catch {
      // Not written by this code: nothing can be sent from it.
    }
    last = { raw, state };
  }
  return last.state;
}

/** Writes the outbox. Unlike a preference, a change that cannot be kept must be said: this throws when storage refuses. */
function writeOutbox(change: (state: OutboxState) => OutboxState): void {
  const next = change(readOutbox());
  window.localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

/** Calls `listener` when the outbox changes, here or in another tab of the app. */
export function subscribeToOutbox(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === OUTBOX_STORAGE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/* ------------------------------------------------------------------ changes */

/** Puts a completion in the outbox with a new Idempotency-Key; throws when the phone cannot store it. */
export function queueCompletion(entry: Omit<QueuedCompletion, 'key' | 'queuedAt'>): QueuedCompletion {
  const completion: QueuedCompletion = { ...entry, key: crypto.randomUUID(), queuedAt: new Date().toISOString() };
  writeOutbox((state) => ({
    // A second save of the same visit before the first was sent replaces it: the later one is what the technician meant.
    queued: [...state.queued.filter((queued) => queued.visitId !== entry.visitId || queued.userId !== entry.userId), completion],
    refused: state.refused.filter((refused) => refused.visitId !== entry.visitId),
  }));
  return completion;
}

/** The technician has read why a change was refused. */
export function dismissRefused(key: string): void {
  writeOutbox((state) => ({ ...state, refused: state.refused.filter((refused) => refused.key !== key) }));
}

/** Empties `userId`'s outbox: they signed out, having been told what was not sent. */
export function discardOutboxOf(userId: string): void {
  writeOutbox(({ queued, refused }) => ({
    queued: queued.filter((entry) => entry.userId !== userId),
    refused: refused.filter((entry) => entry.userId !== userId),
  }));
}

/* ------------------------------------------------------------------ sending */

type Answer = { kind: 'sent'; message: string } | { kind: 'refused'; message: string } | { kind: 'later'; signedOut: boolean };

interface Envelope {
  message?: unknown;
  data?: { message?: unknown; alreadyDone?: unknown } | null;
}

/** The envelope ({statusCode, success, message, data}), if the body is one. */
async function envelopeOf(response: Response): Promise<Envelope> {
  try {
    return (await response.json()) as Envelope;
  } catch {
    return {};
  }
}

/** The envelope's sentence, in the language asked for, if it has one; else the English its data carries. */
function messageOf(body: Envelope): string | undefined {
  const message = [body.message, body.data?.message].find((said) => typeof said === 'string' && said !== '');
  return message as string | undefined;
}

/** The language the screens are in: the REST door answers in it. */
const languageInUse = () => i18n.resolvedLanguage ?? i18n.language ?? 'en';

async function send(completion: QueuedCompletion): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(completeVisitUrl(completion.visitId), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'Accept-Language': languageInUse(), 'Idempotency-Key': completion.key },
      body: JSON.stringify(completion.fields),
    });
  } catch {
    // No network, or the connection dropped: the same key goes again next time.
    return { kind: 'later', signedOut: false };
  }
  if (response.status >= 500 || TRY_AGAIN_LATER.has(response.status)) return { kind: 'later', signedOut: response.status === 401 };
  const body = await envelopeOf(response);
  const said = messageOf(body);
  if (response.status === 409 && said === messageText(STILL_RUNNING)) return { kind: 'later', signedOut: false };
  if (!response.ok) return { kind: 'refused', message: said ?? i18n.t('outbox.refused', { ns: TECHNICIAN, status: response.status }) };
  // Done already (by the office, say): nothing was saved, so money collected must not go unnoticed.
  if (body.data?.alreadyDone === true && completion.fields.payment) {
    const amount = formatRupees(completion.fields.payment.amount);
    return { kind: 'refused', message: i18n.t('outbox.notRecorded', { ns: TECHNICIAN, reason: said ?? i18n.t('outbox.alreadyDone', { ns: TECHNICIAN }), amount }) };
  }
  return { kind: 'sent', message: said ?? i18n.t('outbox.done', { ns: TECHNICIAN }) };
}

let sending: Promise<SendReport> | undefined;

/**
 * Sends `userId`'s queued completions, oldest first, one at a time, and stops at the first that
 * must wait (no network, session ended). An entry queued while sending is sent in the same run.
 * Calls made while a run is under way share its report.
 */
export function sendQueuedCompletions(userId: string): Promise<SendReport> {
  sending ??= sendEach(userId).finally(() => {
    sending = undefined;
  });
  return sending;
}

async function sendEach(userId: string): Promise<SendReport> {
  const report: SendReport = { sent: [], refused: [], signedOut: false };
  // The shared sentences in the language in use, to know the server's "still at work" by (a no-op once fetched; offline, nothing is sent anyway).
  await loadMessages().catch(() => undefined);
  const tried = new Set<string>();
  for (;;) {
    const next = readOutbox().queued.find((entry) => entry.userId === userId && !tried.has(entry.key));
    if (!next) return report;
    tried.add(next.key);
    const answer = await send(next);
    if (answer.kind === 'later') {
      report.signedOut = answer.signedOut;
      return report;
    }
    const answered = (state: OutboxState) => state.queued.filter((entry) => entry.key !== next.key);
    if (answer.kind === 'sent') {
      writeOutbox((state) => ({ ...state, queued: answered(state) }));
      report.sent.push({ completion: next, message: answer.message });
    } else {
      const refused: RefusedCompletion = { key: next.key, userId, visitId: next.visitId, customerName: next.customerName, message: answer.message };
      writeOutbox((state) => ({ queued: answered(state), refused: [...state.refused, refused] }));
      report.refused.push(refused);
    }
  }
}
