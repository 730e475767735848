import { MSG } from '@sevak/shared/i18n/messages.en';
import type { AmcStatus } from '@sevak/shared/service-plans/amc-status';
import type { VisitStatus } from '@sevak/shared/visits/visit-status';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import type { Words } from '../i18n';

const AMC_STATUS_COLORS: Record<AmcStatus, string> = {
  active: 'green',
  expiring: 'gold',
  expired: 'red',
  renewed: 'blue',
  cancelled: 'default',
};

/** A contract's state, in words on its tag (never its colour alone). */
export function AmcStatusTag({ status }: { status: AmcStatus }) {
  const { t } = useTranslation(MESSAGES);
  return <Tag color={AMC_STATUS_COLORS[status]}>{t(MSG.servicePlans.labels.amcStatus[status])}</Tag>;
}

const VISIT_STATUS_COLORS: Record<VisitStatus, string> = {
  scheduled: 'blue',
  done: 'green',
  missed: 'red',
  cancelled: 'default',
};

/** A planned visit's state: Scheduled, Done, Missed or Cancelled. */
export function VisitStatusTag({ status }: { status: VisitStatus }) {
  const { t } = useTranslation(MESSAGES);
  return <Tag color={VISIT_STATUS_COLORS[status]}>{t(MSG.visits.labels.status[status])}</Tag>;
}

/** "2 of 4 done": a contract's visits done against those it includes. */
export const visitsDoneText = (t: Words, contract: { visitsDone: number; visitsIncluded: number }) =>
  t('amc.visitsDone', { done: contract.visitsDone, included: contract.visitsIncluded });
