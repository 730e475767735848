import type { AmcStatus } from '@sevak/shared/service-plans/amc-status';
import type { WarrantyCard } from '@sevak/shared/service-plans/service-plan.schemas';
import type { VisitStatus } from '@sevak/shared/visits/visit-status';
import type { TFunction } from 'i18next';
import { formatDayMonthYear } from '../../lib/format';
import type { RouterOutputs } from '../../lib/trpc';

/** A row of My day or Upcoming, and a visit opened, as the client receives them (dates as ISO strings). */
export type MyVisitRow = RouterOutputs['employee']['visits']['list']['items'][number];
export type MyVisitDetail = RouterOutputs['employee']['visits']['get'];

/** What the state tag says: the visit's status, or that it was marked done here and is not sent yet. */
export type VisitState = VisitStatus | 'waiting';

/**
 * The technician's words are its own namespace's (i18n/en.ts): the status words there are the
 * shared catalogue's, imported from their own zod-free modules, not the package's index: the
 * schemas beside them would put zod (some 25 KB gzip) into My day's cold start.
 */
type Words = TFunction<'technician'>;

/** The state tag's words: "Scheduled", "Done — waiting to send". */
export const stateLabel = (t: Words, state: VisitState): string => t(`state.${state}`);

export const visitStateOf = (visit: { status: VisitStatus }, waiting: boolean): VisitState => (waiting ? 'waiting' : visit.status);

/** A visit the technician can still mark done: booked, or missed and still to do. */
export const canMarkDone = (state: VisitState) => state === 'scheduled' || state === 'missed';

/** Where the visit is: the address, and its PIN code when the address does not already show it. */
export function areaOf(t: Words, visit: { address: string | null; pinCode: string | null }): string {
  const pin = visit.pinCode && !visit.address?.includes(visit.pinCode) ? t('card.pin', { pin: visit.pinCode }) : null;
  return [visit.address, pin].filter(Boolean).join(' · ') || t('card.noAddress');
}

/** "Active, ends 30 Nov 2027", or "No AMC". */
export function amcText(t: Words, amc: { status: AmcStatus; endDate: string } | null): string {
  if (!amc) return t('amc.none');
  const values = { status: t(`amc.status.${amc.status}`), date: formatDayMonthYear(amc.endDate) };
  return amc.status === 'expired' ? t('amc.ended', values) : t('amc.ends', values);
}

/** "In warranty", "Expires in 12 days", "Expired": as every screen says it, in the reader's language. */
export function warrantyText(t: Words, warranty: Pick<WarrantyCard['warranty'], 'state' | 'daysLeft'>): string {
  if (warranty.state === 'expired') return t('warranty.expired');
  if (warranty.state === 'in_warranty') return t('warranty.inWarranty');
  if (warranty.daysLeft <= 0) return t('warranty.expiresToday');
  return warranty.daysLeft === 1 ? t('warranty.expiresInDay', { count: 1 }) : t('warranty.expiresInDays', { count: warranty.daysLeft });
}
