import { AMC_STATUS_LABELS, VISIT_STATUS_LABELS, type AmcStatus, type VisitStatus } from '@sevak/shared';
import { Tag } from 'antd';

const AMC_STATUS_COLORS: Record<AmcStatus, string> = {
  active: 'green',
  expiring: 'gold',
  expired: 'red',
  renewed: 'blue',
  cancelled: 'default',
};

/** A contract's state, in words on its tag (never its colour alone). */
export function AmcStatusTag({ status }: { status: AmcStatus }) {
  return <Tag color={AMC_STATUS_COLORS[status]}>{AMC_STATUS_LABELS[status]}</Tag>;
}

const VISIT_STATUS_COLORS: Record<VisitStatus, string> = {
  scheduled: 'blue',
  done: 'green',
  missed: 'red',
  cancelled: 'default',
};

/** A planned visit's state: Scheduled, Done, Missed or Cancelled. */
export function VisitStatusTag({ status }: { status: VisitStatus }) {
  return <Tag color={VISIT_STATUS_COLORS[status]}>{VISIT_STATUS_LABELS[status]}</Tag>;
}

/** "2 of 4 done": a contract's visits done against those it includes. */
export const visitsDoneText = (contract: { visitsDone: number; visitsIncluded: number }) =>
  `${contract.visitsDone} of ${contract.visitsIncluded} done`;
