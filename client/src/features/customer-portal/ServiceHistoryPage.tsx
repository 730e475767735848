import { Card, Descriptions, Empty, Space, Typography } from 'antd';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDayMonthYearTime, formatRupees } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { VisitStatusTag } from '../service-plans/amc/AmcStatusTag';
import './customer-portal.css';

const { Text } = Typography;

type MyServiceVisit = RouterOutputs['customer']['visits'][number];

/** Every service visit for the customer, newest first: those to come, those done and those missed. */
export function ServiceHistoryPage() {
  const visits = trpc.customer.visits.useQuery();
  return (
    <Page title="Service History">
      <WhenLoaded query={visits} failure="Failed to get your service history">
        {(history) =>
          history.length === 0 ? (
            <Card>
              <Empty description="No service visits yet." />
            </Card>
          ) : (
            <ul className="portal-cards">
              {history.map((visit) => (
                <li key={visit.id}>
                  <VisitCard visit={visit} />
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
    </Page>
  );
}

function VisitCard({ visit }: { visit: MyServiceVisit }) {
  return (
    <Card size="small">
      <Space wrap size={8} className="portal-card__title">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {formatDayMonthYearTime(visit.visitDate)}
        </Typography.Title>
        <VisitStatusTag status={visit.status} />
      </Space>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'product', label: 'Product', children: visit.productName ?? 'Not named' },
          { key: 'work', label: 'Work', children: visit.serviceDescription ?? 'Not written yet' },
          {
            key: 'charges',
            label: 'Charges',
            children:
              visit.serviceCharges > 0 ? (
                <Space wrap size={4}>
                  <Text>{formatRupees(visit.serviceCharges)}</Text>
                  <PaymentStatusTag status={visit.paymentStatus} />
                </Space>
              ) : (
                'No charge'
              ),
          },
          { key: 'technician', label: 'Technician', children: visit.technicianName ?? 'To be assigned' },
        ]}
      />
    </Card>
  );
}
