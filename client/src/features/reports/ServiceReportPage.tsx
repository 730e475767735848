import { serviceReportInput } from '@sevak/shared';
import { Card, Select, Typography } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { SearchSelect } from '../../components/SearchSelect';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useResourceList } from '../../lib/resource-list';
import { useSearchOptions } from '../../lib/search-options';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ReportRangeFilters, useReportRange } from './report-range';
import './reports.css';

type ServiceRow = RouterOutputs['admin']['reports']['service']['items'][number];

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
        <Text type="secondary">{formatTime(row.visitDate)}</Text>
      </>
    ),
  },
  {
    title: 'Payment',
    key: 'payment',
    render: (_value, row) => <PaymentStatusTag status={row.PaymentStatus} />,
  },
];

const PAYMENT_CHOICES = [
  { value: 'PENDING', label: 'Pending' },
  { value: 'PAID', label: 'Paid' },
];

const personLabel = (person: { fullname: string; phoneNumber: string }) => `${person.fullname} (${person.phoneNumber})`;

/** The technicians to narrow the report to. */
function useEmployeeOptions(search: string) {
  return useSearchOptions(trpc.admin.employees.options, { search }, personLabel);
}

/**
 * Visits dated within the range (both days included), newest first, with the range's totals;
 * narrowed to one technician and one payment status when chosen (kept in the URL:
 * ?employee={id}&payment=PAID), the totals with them.
 */
export function ServiceReportPage() {
  const range = useReportRange();
  const [employeeId, setEmployeeId] = useListChoice('employee', serviceReportInput.shape.employeeId);
  const [paymentStatus, setPaymentStatus] = useListChoice('payment', serviceReportInput.shape.paymentStatus);
  // The chosen technician's name, when the pick list has not offered them (a reloaded page).
  const employee = trpc.admin.employees.get.useQuery({ id: employeeId ?? '' }, { enabled: Boolean(employeeId) });
  const report = useResourceList(trpc.admin.reports.service, [], {
    fromDate: range.fromDate,
    toDate: range.toDate,
    employeeId,
    paymentStatus,
  });
  const totals = report.result.data?.totals;
  return (
    <Page title="Service Report">
      <Card>
        <ReportRangeFilters range={range}>
          <label className="report-filter">
            <Text>Employee</Text>
            <SearchSelect
              id="report-employee"
              label="Employee"
              value={employeeId}
              onChange={setEmployeeId}
              useOptions={useEmployeeOptions}
              selectedLabel={employee.data && personLabel(employee.data.user)}
            />
          </label>
          <label className="report-filter">
            <Text>Payment</Text>
            <Select
              id="report-payment"
              aria-label="Payment"
              allowClear
              placeholder="All"
              value={paymentStatus}
              onChange={(next) => setPaymentStatus(next)}
              options={PAYMENT_CHOICES}
            />
          </label>
        </ReportRangeFilters>
      </Card>
      <Card
        title="Service Visits"
        extra={
          <ExportCsvButton
            file="service-report"
            list={report}
            filters={{ fromDate: range.fromDate, toDate: range.toDate, employeeId, paymentStatus }}
          />
        }
      >
        <DataTable
          label="visits"
          columns={columns}
          list={report}
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
