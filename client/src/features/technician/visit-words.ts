import { AMC_STATUS_LABELS, type AmcStatus } from '@sevak/shared/service-plans/amc-status';
import { VISIT_STATUS_LABELS, type VisitStatus } from '@sevak/shared/visits/visit-status';
import { formatDayMonthYear } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';

/** A row of My day or Upcoming, and a visit opened, as the client receives them (dates as ISO strings). */
export type MyVisitRow = RouterOutputs['employee']['visits']['list']['items'][number];
export type MyVisitDetail = RouterOutputs['employee']['visits']['get'];

/** What the state tag says: the visit's status, or that it was marked done here and is not sent yet. */
export type VisitState = VisitStatus | 'waiting';

/**
 * The status words every screen uses. They are imported from their own zod-free modules of
 * shared, not the package's index: the schemas beside them would put zod (some 25 KB gzip) into
 * My day's cold start.
 */
export const VISIT_STATE_LABELS: Record<VisitState, string> = { ...VISIT_STATUS_LABELS, waiting: 'Done — waiting to send' };

export const visitStateOf = (visit: { status: VisitStatus }, waiting: boolean): VisitState => (waiting ? 'waiting' : visit.status);

/** A visit the technician can still mark done: booked, or missed and still to do. */
export const canMarkDone = (state: VisitState) => state === 'scheduled' || state === 'missed';

/** Where the visit is: the address, and its PIN code when the address does not already show it. */
export function areaOf(visit: { address: string | null; pinCode: string | null }): string {
  const pin = visit.pinCode && !visit.address?.includes(visit.pinCode) ? `PIN ${visit.pinCode}` : null;
  return [visit.address, pin].filter(Boolean).join(' · ') || 'No address given';
}

/** "Active, ends 30 Nov 2027", or "No AMC". */
export function amcText(amc: { status: AmcStatus; endDate: string } | null): string {
  if (!amc) return 'No AMC';
  const ends = amc.status === 'expired' ? 'ended' : 'ends';
  return `${AMC_STATUS_LABELS[amc.status]}, ${ends} ${formatDayMonthYear(amc.endDate)}`;
}

/** "1 change waiting to be sent", "2 changes waiting to be sent". */
export const changesWaiting = (count: number) => `${count} ${count === 1 ? 'change' : 'changes'} waiting to be sent`;
