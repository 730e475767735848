import { Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDayMonthYearTime, formatRupees } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { VisitStatusTag } from '../service-plans/amc/AmcStatusTag';
import { CUSTOMER_PORTAL } from './i18n';
import './customer-portal.css';

const { Text } = Typography;

type MyServiceVisit = RouterOutputs['customer']['visits'][number];

/** Every service visit for the customer, newest first: those to come, those done and those missed. */
export function ServiceHistoryPage() {
  const visits = trpc.customer.visits.useQuery();
  const { t } = useTranslation(CUSTOMER_PORTAL);
  return (
    <Page title={t('history.title')}>
      <WhenLoaded query={visits} failure={t('history.loadFailed')}>
        {(history) =>
          history.length === 0 ? (
            <Card>
              <Empty description={t('history.none')} />
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
  const { t } = useTranslation(CUSTOMER_PORTAL);
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
          { key: 'product', label: t('history.product'), children: visit.productName ?? t('history.notNamed') },
          { key: 'work', label: t('history.work'), children: visit.serviceDescription ?? t('history.notWritten') },
          {
            key: 'charges',
            label: t('history.charges'),
            children:
              visit.serviceCharges > 0 ? (
                <Space wrap size={4}>
                  <Text>{formatRupees(visit.serviceCharges)}</Text>
                  <PaymentStatusTag status={visit.paymentStatus} />
                </Space>
              ) : (
                t('history.noCharge')
              ),
          },
          { key: 'technician', label: t('history.technician'), children: visit.technicianName ?? t('history.toBeAssigned') },
        ]}
      />
    </Card>
  );
}
