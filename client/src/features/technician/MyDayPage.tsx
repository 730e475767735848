import { trpc } from '../../lib/trpc';
import { READABLE_OFFLINE } from './offline-cache';
import { RefreshProblem, Screen, VisitList } from './screen-parts';

/** Where the technician lands: the visits left over from earlier days first, then today's in time order. */
export function MyDayPage() {
  const overdue = trpc.employee.visits.list.useQuery({ range: 'overdue' }, READABLE_OFFLINE);
  const today = trpc.employee.visits.list.useQuery({ range: 'today' }, READABLE_OFFLINE);
  return (
    <Screen title="My day">
      <RefreshProblem queries={[overdue, today]} />
      <VisitList title="Overdue" query={overdue} showDate />
      <VisitList title="Today" query={today} empty="No visits today." />
    </Screen>
  );
}
