import { Badge, Card, Col, Row, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../lib/format';
import { HELP_DESK } from './i18n';

interface Plan {
  /** The plan's name, by its key in the catalogue's `plans` group. */
  name: 'sixMonths' | 'twelveMonths';
  price: number;
  saving: number;
  /** The discount in per cent, as the card shows it. */
  discount: string | null;
  subscribers: number;
  bestValue: boolean;
}

/** The two plans a business can renew on (spec §9 "Static plan cards"). */
const PLANS: Plan[] = [
  { name: 'sixMonths', price: 6000, saving: 0, discount: null, subscribers: 245, bestValue: false },
  { name: 'twelveMonths', price: 10000, saving: 2000, discount: '16.7', subscribers: 512, bestValue: true },
];

function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation(HELP_DESK);
  const card = (
    <Card title={t(`plans.${plan.name}`)} className="plan-card">
      <Typography.Title level={2} className="plan-card__price">
        {formatRupees(plan.price)}
      </Typography.Title>
      <div className="plan-card__terms">
        {plan.discount ? (
          <>
            <Typography.Text type="success">{t('plans.save', { amount: formatRupees(plan.saving) })}</Typography.Text>
            <Tag color="success">{t('plans.discount', { percent: plan.discount })}</Tag>
          </>
        ) : (
          <Typography.Text type="secondary">{t('plans.noDiscount')}</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary">{t('plans.subscribers', { number: plan.subscribers })}</Typography.Text>
    </Card>
  );
  return plan.bestValue ? <Badge.Ribbon text={t('plans.bestValue')}>{card}</Badge.Ribbon> : card;
}

export function SubscriptionPlans() {
  return (
    <Row gutter={[16, 16]}>
      {PLANS.map((plan) => (
        <Col key={plan.name} xs={24} md={12}>
          <PlanCard plan={plan} />
        </Col>
      ))}
    </Row>
  );
}
