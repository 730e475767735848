import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { APP_NAME } from '../../lib/config';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { errorMessage } from '../../lib/trpc';
import { useOutbox } from './use-outbox';
import { TECHNICIAN } from './i18n';
import { areaOf, stateLabel, visitStateOf, type MyVisitRow, type VisitState } from './visit-words';

/** A technician's screen: its heading (the tab's title too), then its content, labelled by the heading. */
export function Screen({ title, heading = title, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(TECHNICIAN);
  return (
    <section className="tech-screen" aria-labelledby="page-title">
      <title>{t('pageTitle', { title, app: APP_NAME })}</title>
      <h1 id="page-title" className="tech-screen__title">
        {heading}
      </h1>
      {children}
    </section>
  );
}

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the phone says it has a network (the browser's own word, read at once on a reload offline). */
export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribeToNetwork, () => navigator.onLine);
}

/**
 * An answer to show: what arrived or was saved on the phone, else why there is nothing (with Try
 * again), else that it is on its way. A failed refresh of a saved answer still shows the answer.
 */
export function Readable<T>({ query, failure, children }: { query: UseQueryResult<T, unknown>; failure: string; children: (data: T) => ReactNode }) {
  const online = useIsOnline();
  const { t } = useTranslation(TECHNICIAN);
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="tech-problem" role="alert">
        <p className="tech-problem__title">{failure}</p>
        <p>{online ? errorMessage(query.error, t('screen.unreachable')) : t('screen.offlineNotSaved')}</p>
        <Button onClick={() => void query.refetch()}>{t('screen.tryAgain')}</Button>
      </div>
    );
  }
  return (
    <p className="tech-loading" aria-busy="true">
      {t('screen.loading')}
    </p>
  );
}

/** Said once on a screen whose saved answers could not be refreshed while the phone is online (offline, the banner says it). */
export function RefreshProblem({ queries }: { queries: UseQueryResult<unknown, unknown>[] }) {
  const online = useIsOnline();
  const { t } = useTranslation(TECHNICIAN);
  const stale = queries.filter((query) => query.isError && query.data !== undefined);
  if (!online || stale.length === 0) return null;
  const savedAt = Math.min(...stale.map((query) => query.dataUpdatedAt));
  return (
    <p className="tech-note" role="status">
      {t('screen.couldNotRefresh', { time: formatTime(savedAt) })}
    </p>
  );
}

export function StateTag({ state }: { state: VisitState }) {
  const { t } = useTranslation(TECHNICIAN);
  return <span className={`tech-tag tech-tag--${state}`}>{stateLabel(t, state)}</span>;
}

/** One visit of a list: the whole card opens it. */
export function VisitCard({ visit, showDate = false }: { visit: MyVisitRow; showDate?: boolean }) {
  const { isWaiting } = useOutbox();
  const { t } = useTranslation(TECHNICIAN);
  const when = showDate ? `${formatDayMonthYear(visit.visitDate)}, ${formatTime(visit.visitDate)}` : formatTime(visit.visitDate);
  return (
    <li>
      <Link to={paths.employee.visit.to(visit.id)} className="tech-card">
        <span className="tech-card__top">
          <span className="tech-card__when">{when}</span>
          <StateTag state={visitStateOf(visit, isWaiting(visit.id))} />
        </span>
        <span className="tech-card__customer">{visit.customerName}</span>
        <span className="tech-card__line">{areaOf(t, visit)}</span>
        {visit.productName && <span className="tech-card__line">{visit.productName}</span>}
        <span className="tech-card__due">{t('card.chargesDue', { amount: formatRupees(visit.chargesDue) })}</span>
      </Link>
    </li>
  );
}

/** Said under a list cut at its page size. */
export function NotAllShown({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation(TECHNICIAN);
  if (total <= shown) return null;
  return <p className="tech-note">{t('screen.notAllShown', { shown, total })}</p>;
}

interface VisitListProps {
  title: string;
  query: UseQueryResult<{ items: MyVisitRow[]; total: number }, unknown>;
  /** What an empty list says; without it, an empty list shows nothing at all. */
  empty?: string;
  showDate?: boolean;
}

/** A titled list of visits (Overdue, Today). */
export function VisitList({ title, query, empty, showDate }: VisitListProps) {
  const headingId = useId();
  const { t } = useTranslation(TECHNICIAN);
  if (!empty && query.data?.items.length === 0) return null;
  return (
    <section className="tech-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tech-section__title">
        {title}
        {query.data && <span className="tech-section__count"> ({query.data.total})</span>}
      </h2>
      <Readable query={query} failure={t('screen.listFailed')}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="tech-empty">{empty}</p>
          ) : (
            <>
              <ul className="tech-cards">
                {page.items.map((visit) => (
                  <VisitCard key={visit.id} visit={visit} showDate={showDate} />
                ))}
              </ul>
              <NotAllShown shown={page.items.length} total={page.total} />
            </>
          )
        }
      </Readable>
    </section>
  );
}
