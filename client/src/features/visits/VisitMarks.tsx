import { CheckOutlined, WalletOutlined } from '@ant-design/icons';
import type { VisitPaymentStatus } from '@sevak/shared';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { VISITS } from './i18n';
import { useVisitActions } from './visit-actions';

interface VisitMarksProps {
  visit: { id: string; isDone: boolean; PaymentStatus: VisitPaymentStatus };
  /** Which visit, for the buttons' labels: "Mark paid: {which}". */
  which: string;
}

/** A row's Mark completed (until the visit is done) and Mark paid (while its payment is pending). */
export function VisitMarks({ visit, which }: VisitMarksProps) {
  const actions = useVisitActions();
  const { t } = useTranslation(VISITS);
  const marks = [
    {
      key: 'complete',
      title: t('marks.complete'),
      icon: <CheckOutlined />,
      offered: !visit.isDone,
      busy: actions.completing(visit.id),
      mark: () => actions.complete(visit.id),
    },
    {
      key: 'paid',
      title: t('marks.paid'),
      icon: <WalletOutlined />,
      offered: visit.PaymentStatus === 'PENDING',
      busy: actions.markingPaid(visit.id),
      mark: () => actions.markPaid(visit.id),
    },
  ];
  return marks
    .filter((mark) => mark.offered)
    .map((mark) => (
      <Tooltip key={mark.key} title={mark.title}>
        <Button icon={mark.icon} aria-label={t('marks.label', { mark: mark.title, which })} loading={mark.busy} onClick={mark.mark} />
      </Tooltip>
    ));
}
