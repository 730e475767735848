import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatWeekday } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { READABLE_OFFLINE } from './offline-cache';
import { TECHNICIAN } from './i18n';
import { NotAllShown, Readable, RefreshProblem, Screen, VisitCard } from './screen-parts';
import type { MyVisitRow } from './visit-words';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A busy week is more than My day's 50: the most one page may hold. */
const UPCOMING_PAGE_SIZE = 100;

/** The visits in day order, one group per day of the business's calendar. */
function byDay(visits: MyVisitRow[]): { day: string; visits: MyVisitRow[] }[] {
  const days = new Map<string, MyVisitRow[]>();
  for (const visit of visits) {
    const day = formatDate(visit.visitDate);
    days.set(day, [...(days.get(day) ?? []), visit]);
  }
  return [...days].map(([day, dayVisits]) => ({ day, visits: dayVisits }));
}

function DayGroup({ visits, tomorrow }: { visits: MyVisitRow[]; tomorrow: string }) {
  const headingId = useId();
  const { t } = useTranslation(TECHNICIAN);
  const first = visits[0]!.visitDate;
  return (
    <section className="tech-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="tech-section__title">
        {formatDate(first) === tomorrow ? t('upcoming.tomorrow', { day: formatWeekday(first) }) : formatWeekday(first)}
        <span className="tech-section__count"> ({visits.length})</span>
      </h2>
      <ul className="tech-cards">
        {visits.map((visit) => (
          <VisitCard key={visit.id} visit={visit} />
        ))}
      </ul>
    </section>
  );
}

/** The next seven days, a group per day. */
export function UpcomingPage() {
  const upcoming = trpc.employee.visits.list.useQuery({ range: 'upcoming', pageSize: UPCOMING_PAGE_SIZE }, READABLE_OFFLINE);
  const { t } = useTranslation(TECHNICIAN);
  return (
    <Screen title={t('upcoming.title')}>
      <p className="tech-screen__lead">{t('upcoming.lead')}</p>
      <RefreshProblem queries={[upcoming]} />
      <Readable query={upcoming} failure={t('upcoming.failed')}>
        {(page) =>
          page.items.length === 0 ? (
            <p className="tech-empty">{t('upcoming.none')}</p>
          ) : (
            <>
              {byDay(page.items).map((group) => (
                // Tomorrow as of the list's answer; India keeps no summer time, so that is a day after it.
                <DayGroup key={group.day} visits={group.visits} tomorrow={formatDate(upcoming.dataUpdatedAt + DAY_MS)} />
              ))}
              <NotAllShown shown={page.items.length} total={page.total} />
            </>
          )
        }
      </Readable>
    </Screen>
  );
}
