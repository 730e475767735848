import { Alert, App, Card, Statistic, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { Page } from '../../components/Page';
import { BUSINESS_TIME_ZONE } from '../../lib/config';
import { dayjs } from '../../lib/dayjs';
import { formatRupees } from '../../lib/format';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import './admin-dashboard.css';

type TodaysVisit = RouterOutputs['admin']['dashboard']['get']['visit'][number];

/** Spec §4: a warning only in the last 7 days of access, counted from the start of today. */
export const EXPIRY_WARNING_DAYS = 7;

export function expiryWarning(daysLeft: number | undefined): string | null {
  if (daysLeft === undefined || daysLeft < 0 || daysLeft > EXPIRY_WARNING_DAYS) return null;
  if (daysLeft === 0) return 'Admin access expires today.';
  if (daysLeft === 1) return 'Admin access will expire tomorrow.';
  return `Admin access will expire in ${daysLeft} days.`;
}

const PAYMENT_COLORS = { PENDING: 'gold', PAID: 'green', CANCELLED: 'volcano' } as const;

const { Text } = Typography;

const todaysColumns: TableColumnsType<TodaysVisit> = [
  {
    title: 'Time',
    key: 'time',
    render: (_value, visit) => dayjs(visit.visitDate).tz(BUSINESS_TIME_ZONE).format('h:mm A'),
  },
  {
    title: 'Customer',
    key: 'customer',
    render: (_value, visit) => (
      <>
        <Text strong>{visit.customer?.user.fullname || 'N/A'}</Text>
        <br />
        <Text type="secondary">{visit.customer?.user.phoneNumber || 'N/A'}</Text>
      </>
    ),
  },
  { title: 'Employee', key: 'employee', render: (_value, visit) => visit.employee?.user.fullname || 'N/A' },
  { title: 'Product', key: 'product', render: (_value, visit) => visit.product?.name || 'Service Visit' },
  { title: 'Charges', key: 'charges', align: 'right', render: (_value, visit) => formatRupees(visit.serviceCharges) },
  {
    title: 'Status',
    key: 'status',
    render: (_value, visit) => (
      <>
        <Tag color={PAYMENT_COLORS[visit.PaymentStatus]}>{visit.PaymentStatus}</Tag>
        {visit.isDone && <Tag color="green">Completed</Tag>}
      </>
    ),
  },
];

function StatCard({ title, value, to, money = false, loading }: { title: string; value: number | undefined; to?: string; money?: boolean; loading: boolean }) {
  const card = (
    <Card hoverable={Boolean(to)} size="small" className="dashboard-card">
      <Statistic
        title={title}
        value={value ?? 0}
        loading={loading}
        {...(money ? { formatter: (shown: number | string) => formatRupees(shown) } : {})}
      />
    </Card>
  );
  return to ? (
    <Link to={to} className="dashboard-card__link" aria-label={`${title}: open`}>
      {card}
    </Link>
  ) : (
    card
  );
}

function CardGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Typography.Title level={5} style={{ margin: '0 0 0.5rem' }}>
        {title}
      </Typography.Title>
      <div className="dashboard-cards">{children}</div>
    </section>
  );
}

export function AdminDashboardPage() {
  const { message } = App.useApp();
  const dashboard = trpc.admin.dashboard.get.useQuery();
  const data = dashboard.data;
  const loading = dashboard.isPending;

  useEffect(() => {
    if (dashboard.error) void message.error(errorMessage(dashboard.error, 'Failed to get Dashboard Data'));
  }, [dashboard.error, message]);

  const [warningDismissed, setWarningDismissed] = useState(false);
  const warning = warningDismissed ? null : expiryWarning(data?.expiry);

  return (
    <Page title="Dashboard">
      {warning && (
        <Alert
          type="warning"
          showIcon
          title={warning}
          closable={{ 'aria-label': 'Dismiss', onClose: () => setWarningDismissed(true) }}
        />
      )}
      <CardGroup title="Business">
        <StatCard title="Total Customers" value={data?.totalCustomer} to={paths.admin.customers} loading={loading} />
        <StatCard title="Total Employees" value={data?.totalEmployee} to={paths.admin.employees} loading={loading} />
        <StatCard title="Total Products" value={data?.totalProduct} to={paths.admin.products} loading={loading} />
        <StatCard
          title="This Month's Product Revenue"
          value={data?.currentMonthProductRevenue}
          to={paths.admin.productReport}
          money
          loading={loading}
        />
        <StatCard
          title="This Month's Visit Revenue"
          value={data?.currentMonthVisitRevenue}
          to={paths.admin.serviceReport}
          money
          loading={loading}
        />
      </CardGroup>
      <CardGroup title="Visits">
        <StatCard title="Total Visits" value={data?.visitSummary.total} to={paths.admin.visits} loading={loading} />
        <StatCard title="Today" value={data?.visitSummary.today} loading={loading} />
        <StatCard title="Upcoming" value={data?.visitSummary.upcoming} loading={loading} />
        <StatCard title="Completed" value={data?.visitSummary.completed} loading={loading} />
        <StatCard title="Pending Pay" value={data?.visitSummary.pendingPay} loading={loading} />
      </CardGroup>
      <CardGroup title="Inventory">
        <StatCard title="Total Products" value={data?.inventory.totalProducts} loading={loading} />
        <StatCard title="Total Inventory Value" value={data?.inventory.totalInventoryValue} money loading={loading} />
      </CardGroup>
      <Card title="Today's Visits">
        <Table<TodaysVisit>
          rowKey="id"
          columns={todaysColumns}
          dataSource={data?.visit ?? []}
          loading={dashboard.isFetching}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: loading ? ' ' : 'No data available' }}
        />
      </Card>
    </Page>
  );
}
