import { CheckOutlined, WalletOutlined } from '@ant-design/icons';
import type { VisitPaymentStatus } from '@sevak/shared';
import { Button, Tooltip } from 'antd';
import { useVisitActions } from './visit-actions';

interface VisitMarksProps {
  visit: { id: string; isDone: boolean; PaymentStatus: VisitPaymentStatus };
  /** Which visit, for the buttons' labels: "Mark paid: {which}". */
  which: string;
}

/** A row's Mark completed (until the visit is done) and Mark paid (while its payment is pending). */
export function VisitMarks({ visit, which }: VisitMarksProps) {
  const actions = useVisitActions();
  const marks = [
    {
      title: 'Mark completed',
      icon: <CheckOutlined />,
      offered: !visit.isDone,
      busy: actions.completing(visit.id),
      mark: () => actions.complete(visit.id),
    },
    {
      title: 'Mark paid',
      icon: <WalletOutlined />,
      offered: visit.PaymentStatus === 'PENDING',
      busy: actions.markingPaid(visit.id),
      mark: () => actions.markPaid(visit.id),
    },
  ];
  return marks
    .filter((mark) => mark.offered)
    .map((mark) => (
      <Tooltip key={mark.title} title={mark.title}>
        <Button icon={mark.icon} aria-label={`${mark.title}: ${which}`} loading={mark.busy} onClick={mark.mark} />
      </Tooltip>
    ));
}
