import { SERVICE_REQUEST_STATUS_LABELS, type ServiceRequestStatus } from '@sevak/shared';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatDayMonthYearTime } from '../../lib/format';
import { useCreateRecord } from '../../lib/record-form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
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
  return <Tag color={STATUS_COLORS[status]}>{SERVICE_REQUEST_STATUS_LABELS[status]}</Tag>;
}

/**
 * /customer/service: the customer asks for service on one of their purchases (?product= names
 * the one whose card was pressed), and follows their requests until a visit is booked and done.
 */
export function AskForServicePage() {
  const [params] = useSearchParams();
  const products = trpc.customer.products.useQuery();
  const requests = trpc.customer.serviceRequests.list.useQuery();
  const send = useCreateRecord(trpc.customer.serviceRequests.create, {
    success: 'Service request sent',
    failure: 'Failed to send service request',
    refreshes: 'serviceRequest',
  });

  return (
    <Page title="Ask for Service">
      <Card title="What needs service?">
        <WhenLoaded query={products} failure="Failed to get your products">
          {(purchases) => {
            if (purchases.length === 0) return <Empty description="You have no products from the shop to ask service for." />;
            const asked = params.get('product');
            const chosen = purchases.find((purchase) => purchase.id === asked) ?? (purchases.length === 1 ? purchases[0] : undefined);
            return (
              <ServiceRequestForm
                // Another product's button starts the form afresh with that product.
                key={chosen?.id ?? 'none'}
                {...send}
                purchases={purchases}
                initialValues={{ customerProductId: chosen?.id }}
                submitLabel="Send Request"
              />
            );
          }}
        </WhenLoaded>
      </Card>
      <Card title="Your Requests">
        <WhenLoaded query={requests} failure="Failed to get your requests">
          {(asked) =>
            asked.length === 0 ? (
              <Empty description="No requests yet." />
            ) : (
              <ul className="portal-rows" aria-label="Your requests">
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
  return (
    <li>
      <div className="portal-row__main">
        <Space wrap size={4}>
          <Text strong>{request.productName ?? 'Product removed'}</Text>
          <ServiceRequestStatusTag status={request.status} />
        </Space>
        <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0 }}>
          {request.problem}
        </Typography.Paragraph>
        <Text type="secondary">
          {`Asked on ${formatDate(request.createdAt)}`}
          {request.preferredDate && `, for ${formatDate(request.preferredDate)}`}
        </Text>
      </div>
      {request.visitDate && (
        <div className="portal-row__side">
          <Text>{`Visit on ${formatDayMonthYearTime(request.visitDate)}`}</Text>
        </div>
      )}
    </li>
  );
}
