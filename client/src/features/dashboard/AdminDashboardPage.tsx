import { UNASSIGNED_LABEL } from '@sevak/shared';
import { EditOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
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
import { LazyDashboardCharts } from './LazyDashboardCharts';
import { CardGroup, StatCard } from './StatCards';
import './dashboard.css';

type TodaysVisit = RouterOutputs['admin']['dashboard']['get']['visit'][number];

/** Spec §4: a warning only in the last 7 days of access, counted from the start of today. */
export const EXPIRY_WARNING_DAYS = 7;

export function expiryWarning(daysLeft: number | undefined): string | null {
  if (daysLeft === undefined || daysLeft < 0 || daysLeft > EXPIRY_WARNING_DAYS) return null;
  if (daysLeft === 0) return 'Admin access expires today.';
  if (daysLeft === 1) return 'Admin access will expire tomorrow.';
  return `Admin access will expire in ${daysLeft} days.`;
}

const { Text } = Typography;

/** What can be done about a visit of the day without leaving the dashboard, and a way to open it. */
function TodaysVisitActions({ visit }: { visit: TodaysVisit }) {
  const customer = visit.customer?.user.fullname || 'visit';
  const which = `${customer} at ${formatTime(visit.visitDate)}`;
  const phone = visit.customer?.user.phoneNumber;
  return (
    <Space wrap>
      <VisitMarks visit={visit} which={which} />
      {phone && (
        <Tooltip title="Call">
          <Button icon={<PhoneOutlined />} href={`tel:${phone.replace(/[^\d+]/g, '')}`} aria-label={`Call ${customer} (${phone})`} />
        </Tooltip>
      )}
      <Tooltip title="Open">
        <Link to={paths.admin.updateVisit.to(visit.id)} aria-label={`Open visit: ${which}`}>
          <Button icon={<EditOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    </Space>
  );
}

const todaysColumns: DataColumns<TodaysVisit> = [
  {
    title: 'Time',
    key: 'time',
    render: (_value, visit) => formatTime(visit.visitDate),
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
  { title: 'Employee', key: 'employee', render: (_value, visit) => visit.employee?.user.fullname ?? UNASSIGNED_LABEL },
  { title: 'Product', key: 'product', render: (_value, visit) => visit.product?.name || 'Service Visit' },
  { title: 'Charges', key: 'charges', align: 'right', render: (_value, visit) => formatRupees(visit.serviceCharges) },
  {
    title: 'Status',
    key: 'status',
    render: (_value, visit) => (
      <>
        <PaymentStatusTag status={visit.PaymentStatus} />
        {visit.isDone && <Tag color="green">Completed</Tag>}
      </>
    ),
  },
  { title: 'Actions', key: 'actions', render: (_value, visit) => <TodaysVisitActions visit={visit} /> },
];

/** The money side: collected this month, outstanding, and the invoices unpaid the longest, each a link. */
function BillingFigures() {
  const billing = trpc.admin.billing.dashboard.useQuery();
  const data = billing.data;
  const loading = billing.isPending;
  return (
    <CardGroup title="Billing">
      {billing.isError ? (
        <Card size="small" className="dashboard-card dashboard-card--wide">
          <Space wrap>
            <Text>Failed to get billing figures</Text>
            <Button size="small" onClick={() => void billing.refetch()}>
              Try Again
            </Button>
          </Space>
        </Card>
      ) : (
        <>
          <StatCard title="Collected This Month" value={data?.collectedThisMonth} to={paths.admin.invoices} money loading={loading} />
          <StatCard title="Outstanding" value={data?.outstanding} to={paths.admin.invoices} money loading={loading} />
          <Card size="small" title="Oldest Unpaid" className="dashboard-card dashboard-card--wide" loading={loading}>
            {data && data.oldestUnpaid.length === 0 ? (
              <Text type="secondary">Every invoice is paid.</Text>
            ) : (
              <ul className="dashboard-unpaid">
                {data?.oldestUnpaid.map((invoice) => (
                  <li key={invoice.id}>
                    <Link to={paths.admin.invoice.to(invoice.id)}>{invoice.invoiceNumber}</Link> {invoice.customerName}, since{' '}
                    {formatDate(invoice.invoiceDate)}: <Text strong>{formatRupees(invoice.balanceDue)}</Text> due
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
  const dashboard = trpc.admin.dashboard.get.useQuery();
  const data = dashboard.data;
  const loading = dashboard.isPending;
  const todays = useRowLayout(todaysColumns);
  const todaysCaption = useTableCaption("Today's visits");
  const todaysRegion = useScrollableTableRegion("Today's visits");

  const [warningDismissed, setWarningDismissed] = useState(false);
  const warning = warningDismissed ? null : expiryWarning(data?.expiry);

  // Zeros and "No data available" would tell the owner their business is empty.
  if (dashboard.isError) {
    return (
      <Page title="Dashboard">
        <LoadFailure title="Failed to get Dashboard Data" error={dashboard.error} onRetry={dashboard.refetch} />
      </Page>
    );
  }

  const todaysVisits = (
    <Card title="Today's Visits">
      <div ref={todaysRegion}>
      <Table<TodaysVisit>
        {...todays.props}
        components={todaysCaption}
        rowKey="id"
        dataSource={data?.visit ?? []}
        loading={dashboard.isFetching}
        pagination={false}
        locale={{ emptyText: loading ? ' ' : 'No data available' }}
      />
      </div>
    </Card>
  );

  return (
    <Page title="Dashboard">
      {warning && (
        <Alert
          type="warning"
          showIcon
          title={warning}
          action={<HowToRenewLink />}
          closable={{ 'aria-label': 'Dismiss', onClose: () => setWarningDismissed(true) }}
        />
      )}
      {/* On a phone the day's visits come first, above the figures. */}
      {todays.phone && todaysVisits}
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
        <StatCard title="Today" value={data?.visitSummary.today} to={paths.admin.visitsShowing('today')} loading={loading} />
        <StatCard title="Upcoming" value={data?.visitSummary.upcoming} to={paths.admin.visitsShowing('upcoming')} loading={loading} />
        <StatCard title="Completed" value={data?.visitSummary.completed} to={paths.admin.visitsShowing('completed')} loading={loading} />
        <StatCard
          title="Pending Pay"
          value={data?.visitSummary.pendingPay}
          to={paths.admin.visitsShowing('pendingPay')}
          loading={loading}
        />
      </CardGroup>
      <BillingFigures />
      <FollowUpsDueCard />
      <CardGroup title="Inventory">
        <StatCard title="Total Products" value={data?.inventory.totalProducts} loading={loading} />
        <StatCard title="Total Inventory Value" value={data?.inventory.totalInventoryValue} money loading={loading} />
      </CardGroup>
      <OwnSubscriptionCard />
      {!todays.phone && todaysVisits}
      <LazyDashboardCharts />
    </Page>
  );
}
