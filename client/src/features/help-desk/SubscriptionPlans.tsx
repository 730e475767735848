import { Badge, Card, Col, Row, Tag, Typography } from 'antd';
import { formatRupees } from '../../lib/format';

interface Plan {
  name: string;
  price: number;
  saving: number;
  discount: string | null;
  subscribers: number;
  bestValue: boolean;
}

/** The two plans a business can renew on (spec §9 "Static plan cards"). */
const PLANS: Plan[] = [
  { name: '6 Months', price: 6000, saving: 0, discount: null, subscribers: 245, bestValue: false },
  { name: '12 Months', price: 10000, saving: 2000, discount: '16.7% discount', subscribers: 512, bestValue: true },
];

function PlanCard({ plan }: { plan: Plan }) {
  const card = (
    <Card title={plan.name} className="plan-card">
      <Typography.Title level={2} className="plan-card__price">
        {formatRupees(plan.price)}
      </Typography.Title>
      <div className="plan-card__terms">
        {plan.discount ? (
          <>
            <Typography.Text type="success">Save {formatRupees(plan.saving)}</Typography.Text>
            <Tag color="success">{plan.discount}</Tag>
          </>
        ) : (
          <Typography.Text type="secondary">No discount</Typography.Text>
        )}
      </div>
      <Typography.Text type="secondary">{plan.subscribers} subscribers</Typography.Text>
    </Card>
  );
  return plan.bestValue ? <Badge.Ribbon text="Best value">{card}</Badge.Ribbon> : card;
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
