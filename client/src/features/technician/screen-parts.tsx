import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from 'antd';
import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { APP_NAME } from '../../lib/config';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { errorMessage } from '../../lib/trpc';
import { useOutbox } from './use-outbox';
import { areaOf, VISIT_STATE_LABELS, visitStateOf, type MyVisitRow, type VisitState } from './visit-words';

/** A technician's screen: its heading (the tab's title too), then its content, labelled by the heading. */
export function Screen({ title, heading = title, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <section className="tech-screen" aria-labelledby="page-title">
      <title>{`${title} | ${APP_NAME}`}</title>
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
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <div className="tech-problem" role="alert">
        <p className="tech-problem__title">{failure}</p>
        <p>{online ? errorMessage(query.error, 'The server could not be reached.') : 'The phone is offline, and this was not saved on it while online.'}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    );
  }
  return (
    <p className="tech-loading" aria-busy="true">
      Loading…
    </p>
  );
}

/** Said once on a screen whose saved answers could not be refreshed while the phone is online (offline, the banner says it). */
export function RefreshProblem({ queries }: { queries: UseQueryResult<unknown, unknown>[] }) {
  const online = useIsOnline();
  const stale = queries.filter((query) => query.isError && query.data !== undefined);
  if (!online || stale.length === 0) return null;
  const savedAt = Math.min(...stale.map((query) => query.dataUpdatedAt));
  return (
    <p className="tech-note" role="status">
      Could not refresh: showing what was saved at {formatTime(savedAt)}.
    </p>
  );
}

export function StateTag({ state }: { state: VisitState }) {
  return <span className={`tech-tag tech-tag--${state}`}>{VISIT_STATE_LABELS[state]}</span>;
}

/** One visit of a list: the whole card opens it. */
export function VisitCard({ visit, showDate = false }: { visit: MyVisitRow; showDate?: boolean }) {
  const { isWaiting } = useOutbox();
  const when = showDate ? `${formatDayMonthYear(visit.visitDate)}, ${formatTime(visit.visitDate)}` : formatTime(visit.visitDate);
  return (
    <li>
      <Link to={paths.employee.visit.to(visit.id)} className="tech-card">
        <span className="tech-card__top">
          <span className="tech-card__when">{when}</span>
          <StateTag state={visitStateOf(visit, isWaiting(visit.id))} />
        </span>
        <span className="tech-card__customer">{visit.customerName}</span>
        <span className="tech-card__line">{areaOf(visit)}</span>
        {visit.productName && <span className="tech-card__line">{visit.productName}</span>}
        <span className="tech-card__due">Charges due {formatRupees(visit.chargesDue)}</span>
      </Link>
    </li>
  );
}

/** Said under a list cut at its page size. */
export function NotAllShown({ shown, total }: { shown: number; total: number }) {
  if (total <= shown) return null;
  return (
    <p className="tech-note">
      Showing the first {shown} of {total}. Ask the shop for the rest.
    </p>
  );
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
  if (!empty && query.data?.items.length === 0) return null;
  return (
    <section className="tech-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tech-section__title">
        {title}
        {query.data && <span className="tech-section__count"> ({query.data.total})</span>}
      </h2>
      <Readable query={query} failure="Could not load these visits.">
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
