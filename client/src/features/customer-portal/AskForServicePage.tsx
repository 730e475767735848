import { MSG, type ServiceRequestStatus } from '@sevak/shared';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatDayMonthYearTime } from '../../lib/format';
import { useCreateRecord } from '../../lib/record-form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { CUSTOMER_PORTAL } from './i18n';
import { ServiceRequestForm } from './ServiceRequestForm';
import './customer-portal.css';

const { Text } = Typography;

type MyServiceRequest = RouterOutputs['customer']['serviceRequests']['list'][number];

const STATUS_COLORS: Record<ServiceRequestStatus, string> = {
  received: 'gold',
  visit_booked: 'blue',
  done: 'green',
};

/** A request's state, in words on its tag (never its colour alone). */
function ServiceRequestStatusTag({ status }: { status: ServiceRequestStatus }) {
  const { t } = useTranslation(MESSAGES);
  return <Tag color={STATUS_COLORS[status]}>{t(MSG.customerPortal.labels.requestStatus[status])}</Tag>;
}

/**
 * /customer/service: the customer asks for service on one of their purchases (?product= names
 * the one whose card was pressed), and follows their requests until a visit is booked and done.
 */
export function AskForServicePage() {
  const [params] = useSearchParams();
  // ?product= names the purchase whose card was pressed.
  const askedProduct = params.get('product');
  const { t } = useTranslation(CUSTOMER_PORTAL);
  const products = trpc.customer.products.useQuery();
  const requests = trpc.customer.serviceRequests.list.useQuery();
  const send = useCreateRecord(trpc.customer.serviceRequests.create, {
    success: t('ask.sent'),
    failure: t('ask.sendFailed'),
    refreshes: 'serviceRequest',
  });

  return (
    <Page title={t('ask.title')}>
      <Card title={t('ask.whatNeedsService')}>
        <WhenLoaded query={products} failure={t('ask.productsFailed')}>
          {(purchases) => {
            if (purchases.length === 0) return <Empty description={t('ask.noProducts')} />;
            const chosen = purchases.find((purchase) => purchase.id === askedProduct) ?? (purchases.length === 1 ? purchases[0] : undefined);
            return (
              <ServiceRequestForm
                // Another product's button starts the form afresh with that product.
                key={chosen?.id ?? 'none'}
                {...send}
                purchases={purchases}
                initialValues={{ customerProductId: chosen?.id }}
                submitLabel={t('ask.send')}
              />
            );
          }}
        </WhenLoaded>
      </Card>
      <Card title={t('ask.requests')}>
        <WhenLoaded query={requests} failure={t('ask.requestsFailed')}>
          {(asked) =>
            asked.length === 0 ? (
              <Empty description={t('ask.noRequests')} />
            ) : (
              <ul className="portal-rows" aria-label={t('ask.requestsList')}>
                {asked.map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </ul>
            )
          }
        </WhenLoaded>
      </Card>
    </Page>
  );
}

function RequestRow({ request }: { request: MyServiceRequest }) {
  const { t } = useTranslation(CUSTOMER_PORTAL);
  return (
    <li>
      <div className="portal-row__main">
        <Space wrap size={4}>
          <Text strong>{request.productName ?? t('ask.productRemoved')}</Text>
          <ServiceRequestStatusTag status={request.status} />
        </Space>
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          {request.problem}
        </Typography.Paragraph>
        <Text type="secondary">
          {t('ask.askedOn', { date: formatDate(request.createdAt) })}
          {request.preferredDate && t('ask.forDay', { date: formatDate(request.preferredDate) })}
        </Text>
      </div>
      {request.visitDate && (
        <div className="portal-row__side">
          <Text>{t('ask.visitOn', { date: formatDayMonthYearTime(request.visitDate) })}</Text>
        </div>
      )}
    </li>
  );
}
