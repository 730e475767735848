import { Card, Tag, Typography } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { BUSINESS_TIME_ZONE } from '../../lib/config';
import { dayjs } from '../../lib/dayjs';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ReportRangeFilters, useReportRange } from './report-range';
import './reports.css';

type ServiceRow = RouterOutputs['admin']['reports']['service']['items'][number];

const PAYMENT_COLORS = { PENDING: 'gold', PAID: 'green', CANCELLED: 'volcano' } as const;

const { Text } = Typography;

const columns: DataColumns<ServiceRow> = [
  { title: 'Customer', key: 'customer', render: (_value, row) => row.customerName || 'N/A' },
  { title: 'Phone', key: 'phone', render: (_value, row) => row.phoneNumber || 'N/A' },
  {
    title: 'Address',
    key: 'address',
    render: (_value, row) => <span style={{ display: 'inline-block', maxWidth: 240 }}>{row.address || 'N/A'}</span>,
  },
  { title: 'Employee', key: 'employee', render: (_value, row) => row.employeeName || 'N/A' },
  {
    title: 'Service',
    key: 'service',
    render: (_value, row) => (
      <>
        <Text strong>{row.productName || 'Service Visit'}</Text>
        <br />
        <Text type="secondary" style={{ display: 'inline-block', maxWidth: 260 }}>
          {row.serviceDiscription || 'No description provided'}
        </Text>
      </>
    ),
  },
  { title: 'Charges', key: 'charges', align: 'right', render: (_value, row) => formatRupees(row.serviceCharges) },
  {
    title: 'Visit Date',
    key: 'visitDate',
    render: (_value, row) => (
      <>
        {formatDayMonthYear(row.visitDate)}
        <br />
        <Text type="secondary">{dayjs(row.visitDate).tz(BUSINESS_TIME_ZONE).format('h:mm A')}</Text>
      </>
    ),
  },
  {
    title: 'Payment',
    key: 'payment',
    render: (_value, row) => <Tag color={PAYMENT_COLORS[row.PaymentStatus]}>{row.PaymentStatus}</Tag>,
  },
];

/** Visits dated within the range (both days included), newest first, with the range's totals. */
export function ServiceReportPage() {
  const range = useReportRange();
  const report = trpc.admin.reports.service.useQuery(range.query, { placeholderData: (previous) => previous });
  const totals = report.data?.totals;
  return (
    <Page title="Service Report">
      <Card>
        <ReportRangeFilters range={range} />
      </Card>
      <Card title="Service Visits">
        <DataTable
          label="visits"
          columns={columns}
          data={report.data}
          loading={report.isFetching}
          list={range.list}
          searchable={false}
          emptyText="No service data available for selected range"
        />
        {totals && totals.count > 0 && (
          <Text strong className="report-totals" style={{ display: 'block' }}>
            {totals.count} {totals.count === 1 ? 'visit' : 'visits'} · Total charges {formatRupees(totals.totalCharges)}
          </Text>
        )}
      </Card>
    </Page>
  );
}
