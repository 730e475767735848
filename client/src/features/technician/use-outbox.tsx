import type { CompleteMyVisitFields } from '@sevak/shared';
import { App } from 'antd';
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { TECHNICIAN } from './i18n';
import {
  dismissRefused,
  queueCompletion,
  readOutbox,
  sendQueuedCompletions,
  subscribeToOutbox,
  type QueuedCompletion,
  type RefusedCompletion,
} from './outbox';

/** How often a change still waiting is tried again, besides when the phone says it is back online. */
const RETRY_EVERY_MS = 30_000;

interface OutboxContextValue {
  /** The signed-in technician's changes not yet answered by the server, oldest first. */
  queued: QueuedCompletion[];
  /** Their changes the server refused, until they have read why. */
  refused: RefusedCompletion[];
  /** Whether the visit was marked done on this phone and is waiting to be sent. */
  isWaiting: (visitId: string) => boolean;
  /** Queues the completion and sends it; throws when the phone cannot store it. */
  markDone: (visit: { id: string; customerName: string }, fields: CompleteMyVisitFields) => void;
  sendNow: () => void;
  dismiss: (key: string) => void;
}

const OutboxContext = createContext<OutboxContextValue | null>(null);

export function useOutbox(): OutboxContextValue {
  const value = useContext(OutboxContext);
  if (!value) throw new Error('useOutbox must be used within an OutboxProvider');
  return value;
}

/**
 * The technician's outbox on screen (outbox.ts keeps and sends it): sends at start, when the
 * phone comes back online and every RETRY_EVERY_MS while something waits; says what was sent;
 * and refreshes the technician's lists once the server has answered.
 */
export function OutboxProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const utils = trpc.useUtils();
  const { message } = App.useApp();
  const { t } = useTranslation(TECHNICIAN);
  const outbox = useSyncExternalStore(subscribeToOutbox, readOutbox);

  const deliver = useCallback(async () => {
    const report = await sendQueuedCompletions(userId);
    for (const { completion, message: said } of report.sent) message.success(t('outbox.sent', { customer: completion.customerName, message: said }));
    // A refused change is said by its banner (TechnicianLayout), which stays until the technician has read it.
    if (report.sent.length > 0 || report.refused.length > 0) await utils.employee.invalidate();
    // The session ended: asking who is signed in again takes the technician to sign in; the change waits for them.
    if (report.signedOut) await utils.users.me.invalidate();
  }, [message, t, userId, utils]);

  useEffect(() => {
    // Another technician's changes, left when their session ended on this phone, stay theirs:
    // never shown or sent here, and sent when they sign in again.
    void deliver();
    const deliverNow = () => void deliver();
    const retry = setInterval(() => {
      if (readOutbox().queued.some((entry) => entry.userId === userId)) deliverNow();
    }, RETRY_EVERY_MS);
    window.addEventListener('online', deliverNow);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', deliverNow);
    };
  }, [deliver, userId]);

  const value = useMemo<OutboxContextValue>(() => {
    const queued = outbox.queued.filter((entry) => entry.userId === userId);
    const waiting = new Set(queued.map((entry) => entry.visitId));
    return {
      queued,
      refused: outbox.refused.filter((entry) => entry.userId === userId),
      isWaiting: (visitId) => waiting.has(visitId),
      markDone: (visit, fields) => {
        queueCompletion({ userId, visitId: visit.id, customerName: visit.customerName, fields });
        void deliver();
      },
      sendNow: () => void deliver(),
      dismiss: dismissRefused,
    };
  }, [deliver, outbox, userId]);

  return <OutboxContext value={value}>{children}</OutboxContext>;
}
