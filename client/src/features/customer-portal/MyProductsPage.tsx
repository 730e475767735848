import { ToolOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatDayMonthYearTime } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { AmcStatusTag } from '../service-plans/amc/AmcStatusTag';
import { WarrantyTag } from '../service-plans/warranty/WarrantyTag';
import { CUSTOMER_PORTAL } from './i18n';
import './customer-portal.css';

const { Text } = Typography;

type MyProduct = RouterOutputs['customer']['products'][number];

/** The customer's landing screen: each thing they bought from the shop, its cover and its next visit. */
export function MyProductsPage() {
  const products = trpc.customer.products.useQuery();
  const { t } = useTranslation(CUSTOMER_PORTAL);
  return (
    <Page title={t('products.title')}>
      <WhenLoaded query={products} failure={t('products.loadFailed')}>
        {(purchases) =>
          purchases.length === 0 ? (
            <Card>
              <Empty description={t('products.none')} />
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
  const { t } = useTranslation(CUSTOMER_PORTAL);
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
          { key: 'serial', label: t('products.serial'), children: purchase.serialNumber ?? t('products.notRecorded') },
          { key: 'bill', label: t('products.bought'), children: t('products.boughtOn', { date: formatDate(purchase.invoiceDate), billNumber: purchase.billNumber }) },
          {
            key: 'warranty',
            label: t('products.warranty'),
            children: (
              <Space wrap size={4}>
                <WarrantyTag warranty={purchase.warranty} />
                <Text>{t('products.period', { from: formatDate(purchase.warrantyStartDate), to: formatDate(purchase.warrantyEndDate) })}</Text>
              </Space>
            ),
          },
          {
            key: 'amc',
            label: t('products.amc'),
            children: amc ? (
              <Space wrap size={4}>
                <AmcStatusTag status={amc.status} />
                <Text>{t('products.amcUntil', { date: formatDate(amc.endDate) })}</Text>
              </Space>
            ) : (
              t('products.noContract')
            ),
          },
          { key: 'next', label: t('products.nextVisit'), children: purchase.nextVisitDate ? formatDayMonthYearTime(purchase.nextVisitDate) : t('products.noneBooked') },
        ]}
      />
      <Link to={paths.customer.askForServiceOn(purchase.id)} aria-label={t('products.askFor', { product: purchase.productName })}>
        <Button icon={<ToolOutlined aria-hidden />} tabIndex={-1} style={{ marginTop: 12 }}>
          {t('products.ask')}
        </Button>
      </Link>
    </Card>
  );
}
