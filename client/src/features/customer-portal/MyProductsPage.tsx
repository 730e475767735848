import { ToolOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatDayMonthYearTime } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { AmcStatusTag } from '../service-plans/amc/AmcStatusTag';
import { WarrantyTag } from '../service-plans/warranty/WarrantyTag';
import './customer-portal.css';

const { Text } = Typography;

type MyProduct = RouterOutputs['customer']['products'][number];

/** The customer's landing screen: each thing they bought from the shop, its cover and its next visit. */
export function MyProductsPage() {
  const products = trpc.customer.products.useQuery();
  return (
    <Page title="My Products">
      <WhenLoaded query={products} failure="Failed to get your products">
        {(purchases) =>
          purchases.length === 0 ? (
            <Card>
              <Empty description="No products yet. Your purchases from the shop will show here." />
            </Card>
          ) : (
            <ul className="portal-cards">
              {purchases.map((purchase) => (
                <li key={purchase.id}>
                  <ProductCard purchase={purchase} />
                </li>
              ))}
            </ul>
          )
        }
      </WhenLoaded>
    </Page>
  );
}

function ProductCard({ purchase }: { purchase: MyProduct }) {
  const { amc } = purchase;
  return (
    <Card>
      {/* A heading, not the card's title bar, which would cut a long product name short on a phone. */}
      <Typography.Title level={4} className="portal-card__title">
        {purchase.productName}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'serial', label: 'Serial number', children: purchase.serialNumber ?? 'Not recorded' },
          { key: 'bill', label: 'Bought', children: `${formatDate(purchase.invoiceDate)}, bill ${purchase.billNumber}` },
          {
            key: 'warranty',
            label: 'Warranty',
            children: (
              <Space wrap size={4}>
                <WarrantyTag warranty={purchase.warranty} />
                <Text>{`${formatDate(purchase.warrantyStartDate)} to ${formatDate(purchase.warrantyEndDate)}`}</Text>
              </Space>
            ),
          },
          {
            key: 'amc',
            label: 'AMC',
            children: amc ? (
              <Space wrap size={4}>
                <AmcStatusTag status={amc.status} />
                <Text>{`to ${formatDate(amc.endDate)}`}</Text>
              </Space>
            ) : (
              'No contract'
            ),
          },
          { key: 'next', label: 'Next visit', children: purchase.nextVisitDate ? formatDayMonthYearTime(purchase.nextVisitDate) : 'None booked' },
        ]}
      />
      <Link to={paths.customer.askForServiceOn(purchase.id)} aria-label={`Ask for service on ${purchase.productName}`}>
        <Button icon={<ToolOutlined aria-hidden />} tabIndex={-1} style={{ marginTop: 12 }}>
          Ask for service
        </Button>
      </Link>
    </Card>
  );
}
