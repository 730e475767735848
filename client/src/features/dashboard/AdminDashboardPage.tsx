import { EditOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useRowLayout, type DataColumns } from '../../components/DataTable';
import { useScrollableTableRegion, useTableCaption } from '../../components/accessible-table';
import { LoadFailure } from '../../components/LoadFailure';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { formatDate, formatRupees, formatTime } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { HowToRenewLink, OwnSubscriptionCard } from '../subscriptions/HowToRenew';
import { VisitMarks } from '../visits/VisitMarks';
import { FollowUpsDueCard } from './FollowUpsDueCard';
import { DASHBOARD } from './i18n';
import { LazyDashboardCharts } from './LazyDashboardCharts';
import { CardGroup, StatCard } from './StatCards';
import './dashboard.css';

type TodaysVisit = RouterOutputs['admin']['dashboard']['get']['visit'][number];

/** Spec §4: a warning only in the last 7 days of access, counted from the start of today. */
export const EXPIRY_WARNING_DAYS = 7;

export function expiryWarning(daysLeft: number | undefined, t: TFunction<'dashboard'>): string | null {
  if (daysLeft === undefined || daysLeft < 0 || daysLeft > EXPIRY_WARNING_DAYS) return null;
  if (daysLeft === 0) return t('expiry.today');
  if (daysLeft === 1) return t('expiry.tomorrow');
  return t('expiry.inDays', { count: daysLeft });
}

const { Text } = Typography;

/** What can be done about a visit of the day without leaving the dashboard, and a way to open it. */
function TodaysVisitActions({ visit }: { visit: TodaysVisit }) {
  const { t } = useTranslation(DASHBOARD);
  const customer = visit.customer?.user.fullname || t('todaysVisits.visit');
  const which = t('todaysVisits.which', { customer, time: formatTime(visit.visitDate) });
  const phone = visit.customer?.user.phoneNumber;
  return (
    <Space wrap>
      <VisitMarks visit={visit} which={which} />
      {phone && (
        <Tooltip title={t('todaysVisits.call')}>
          <Button icon={<PhoneOutlined />} href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={t('todaysVisits.callCustomer', { customer, phone })} />
        </Tooltip>
      )}
      <Tooltip title={t('todaysVisits.open')}>
        <Link to={paths.admin.updateVisit.to(visit.id)} aria-label={t('todaysVisits.openVisit', { which })}>
          <Button icon={<EditOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    </Space>
  );
}

/** The columns of today's visits, in the language in use. */
const todaysColumns = (t: TFunction<'dashboard'>): DataColumns<TodaysVisit> => [
  {
    title: t('todaysVisits.columns.time'),
    key: 'time',
    render: (_value, visit) => formatTime(visit.visitDate),
  },
  {
    title: t('todaysVisits.columns.customer'),
    key: 'customer',
    render: (_value, visit) => (
      <>
        <Text strong>{visit.customer?.user.fullname || t('todaysVisits.notAvailable')}</Text>
        <br />
        <Text type="secondary">{visit.customer?.user.phoneNumber || t('todaysVisits.notAvailable')}</Text>
      </>
    ),
  },
  {
    title: t('todaysVisits.columns.employee'),
    key: 'employee',
    render: (_value, visit) => visit.employee?.user.fullname ?? t('todaysVisits.unassigned'),
  },
  {
    title: t('todaysVisits.columns.product'),
    key: 'product',
    render: (_value, visit) => visit.product?.name || t('todaysVisits.serviceVisit'),
  },
  {
    title: t('todaysVisits.columns.charges'),
    key: 'charges',
    align: 'right',
    render: (_value, visit) => formatRupees(visit.serviceCharges),
  },
  {
    title: t('todaysVisits.columns.status'),
    key: 'status',
    render: (_value, visit) => (
      <>
        <PaymentStatusTag status={visit.PaymentStatus} />
        {visit.isDone && <Tag color="green">{t('todaysVisits.completed')}</Tag>}
      </>
    ),
  },
  { title: t('todaysVisits.columns.actions'), key: 'actions', render: (_value, visit) => <TodaysVisitActions visit={visit} /> },
];

/** The money side: collected this month, outstanding, and the invoices unpaid the longest, each a link. */
function BillingFigures() {
  const { t } = useTranslation(DASHBOARD);
  const billing = trpc.admin.billing.dashboard.useQuery();
  const data = billing.data;
  const loading = billing.isPending;
  return (
    <CardGroup title={t('groups.billing')}>
      {billing.isError ? (
        <Card size="small" className="dashboard-card dashboard-card--wide">
          <Space wrap>
            <Text>{t('billing.failed')}</Text>
            <Button size="small" onClick={() => void billing.refetch()}>
              {t('tryAgain')}
            </Button>
          </Space>
        </Card>
      ) : (
        <>
          <StatCard title={t('billing.collectedThisMonth')} value={data?.collectedThisMonth} to={paths.admin.invoices} money loading={loading} />
          <StatCard title={t('billing.outstanding')} value={data?.outstanding} to={paths.admin.invoices} money loading={loading} />
          <Card size="small" title={t('billing.oldestUnpaid')} className="dashboard-card dashboard-card--wide" loading={loading}>
            {data && data.oldestUnpaid.length === 0 ? (
              <Text type="secondary">{t('billing.allPaid')}</Text>
            ) : (
              <ul className="dashboard-unpaid">
                {data?.oldestUnpaid.map((invoice) => (
                  <li key={invoice.id}>
                    <Link to={paths.admin.invoice.to(invoice.id)}>{invoice.invoiceNumber}</Link>{' '}
                    {t('billing.unpaidSince', { customer: invoice.customerName, date: formatDate(invoice.invoiceDate) })}{' '}
                    <Text strong>{formatRupees(invoice.balanceDue)}</Text> {t('billing.due')}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </CardGroup>
  );
}

export function AdminDashboardPage() {
  const { t } = useTranslation(DASHBOARD);
  const dashboard = trpc.admin.dashboard.get.useQuery();
  const data = dashboard.data;
  const loading = dashboard.isPending;
  const columns = useMemo(() => todaysColumns(t), [t]);
  const todays = useRowLayout(columns);
  const todaysCaption = useTableCaption(t('todaysVisits.tableName'));
  const todaysRegion = useScrollableTableRegion(t('todaysVisits.tableName'));

  const [warningDismissed, setWarningDismissed] = useState(false);
  const warning = warningDismissed ? null : expiryWarning(data?.expiry, t);

  // Zeros and "No data available" would tell the owner their business is empty.
  if (dashboard.isError) {
    return (
      <Page title={t('pageTitle')}>
        <LoadFailure title={t('loadFailed')} error={dashboard.error} onRetry={dashboard.refetch} />
      </Page>
    );
  }

  const todaysVisits = (
    <Card title={t('todaysVisits.title')}>
      <div ref={todaysRegion}>
      <Table<TodaysVisit>
        {...todays.props}
        components={todaysCaption}
        rowKey="id"
        dataSource={data?.visit ?? []}
        loading={dashboard.isFetching}
        pagination={false}
        locale={{ emptyText: loading ? ' ' : t('todaysVisits.empty') }}
      />
      </div>
    </Card>
  );

  return (
    <Page title={t('pageTitle')}>
      {warning && (
        <Alert
          type="warning"
          showIcon
          title={warning}
          action={<HowToRenewLink />}
          closable={{ 'aria-label': t('expiry.dismiss'), onClose: () => setWarningDismissed(true) }}
        />
      )}
      {/* On a phone the day's visits come first, above the figures. */}
      {todays.phone && todaysVisits}
      <CardGroup title={t('groups.business')}>
        <StatCard title={t('cards.totalCustomers')} value={data?.totalCustomer} to={paths.admin.customers} loading={loading} />
        <StatCard title={t('cards.totalEmployees')} value={data?.totalEmployee} to={paths.admin.employees} loading={loading} />
        <StatCard title={t('cards.totalProducts')} value={data?.totalProduct} to={paths.admin.products} loading={loading} />
        <StatCard
          title={t('cards.productRevenue')}
          value={data?.currentMonthProductRevenue}
          to={paths.admin.productReport}
          money
          loading={loading}
        />
        <StatCard
          title={t('cards.visitRevenue')}
          value={data?.currentMonthVisitRevenue}
          to={paths.admin.serviceReport}
          money
          loading={loading}
        />
      </CardGroup>
      <CardGroup title={t('groups.visits')}>
        <StatCard title={t('cards.totalVisits')} value={data?.visitSummary.total} to={paths.admin.visits} loading={loading} />
        <StatCard title={t('cards.today')} value={data?.visitSummary.today} to={paths.admin.visitsShowing('today')} loading={loading} />
        <StatCard title={t('cards.upcoming')} value={data?.visitSummary.upcoming} to={paths.admin.visitsShowing('upcoming')} loading={loading} />
        <StatCard title={t('cards.completed')} value={data?.visitSummary.completed} to={paths.admin.visitsShowing('completed')} loading={loading} />
        <StatCard
          title={t('cards.pendingPay')}
          value={data?.visitSummary.pendingPay}
          to={paths.admin.visitsShowing('pendingPay')}
          loading={loading}
        />
      </CardGroup>
      <BillingFigures />
      <FollowUpsDueCard />
      <CardGroup title={t('groups.inventory')}>
        <StatCard title={t('cards.totalProducts')} value={data?.inventory.totalProducts} loading={loading} />
        <StatCard title={t('cards.totalInventoryValue')} value={data?.inventory.totalInventoryValue} money loading={loading} />
      </CardGroup>
      <OwnSubscriptionCard />
      {!todays.phone && todaysVisits}
      <LazyDashboardCharts />
    </Page>
  );
}
