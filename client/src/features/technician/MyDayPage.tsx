import { useTranslation } from 'react-i18next';
import { trpc } from '../../lib/trpc';
import { TECHNICIAN } from './i18n';
import { READABLE_OFFLINE } from './offline-cache';
import { RefreshProblem, Screen, VisitList } from './screen-parts';

/** Where the technician lands: the visits left over from earlier days first, then today's in time order. */
export function MyDayPage() {
  const overdue = trpc.employee.visits.list.useQuery({ range: 'overdue' }, READABLE_OFFLINE);
  const today = trpc.employee.visits.list.useQuery({ range: 'today' }, READABLE_OFFLINE);
  const { t } = useTranslation(TECHNICIAN);
  return (
    <Screen title={t('myDay.title')}>
      <RefreshProblem queries={[overdue, today]} />
      <VisitList title={t('range.overdue')} query={overdue} showDate />
      <VisitList title={t('range.today')} query={today} empty={t('myDay.noneToday')} />
    </Screen>
  );
}
