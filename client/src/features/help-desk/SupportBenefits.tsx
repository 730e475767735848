import { CheckCircleOutlined } from '@ant-design/icons';
import { Card, theme } from 'antd';

/** What an admin can count on from support (spec §9 "Support: 24/7, response within 24 hours"). */
const BENEFITS = [
  '24/7 support',
  'Response within 24 hours',
  'Help setting up products, employees and customers',
  'Renewals and plan changes handled for you',
  'Your data kept safe and backed up',
];

export function SupportBenefits() {
  const { token } = theme.useToken();
  return (
    <Card title="Support Benefits" className="support-benefits">
      <ul className="support-benefits__list">
        {BENEFITS.map((benefit) => (
          <li key={benefit}>
            <CheckCircleOutlined aria-hidden style={{ color: token.colorSuccess }} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
