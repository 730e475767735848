import { serviceReportInput } from '@sevak/shared';
import { Card, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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
import { REPORTS } from './i18n';
import { ReportRangeFilters, useReportRange } from './report-range';
import './reports.css';

type ServiceRow = RouterOutputs['admin']['reports']['service']['items'][number];

const { Text } = Typography;

/** The report's columns, in the language in use. */
const columnsOf = (t: TFunction<'reports'>): DataColumns<ServiceRow> => [
  { title: t('columns.customer'), key: 'customer', render: (_value, row) => row.customerName || t('notAvailable') },
  { title: t('columns.phone'), key: 'phone', render: (_value, row) => row.phoneNumber || t('notAvailable') },
  {
    title: t('columns.address'),
    key: 'address',
    render: (_value, row) => <span style={{ display: 'inline-block', maxWidth: 240 }}>{row.address || t('notAvailable')}</span>,
  },
  { title: t('service.columns.employee'), key: 'employee', render: (_value, row) => row.employeeName || t('notAvailable') },
  {
    title: t('service.columns.service'),
    key: 'service',
    render: (_value, row) => (
      <>
        <Text strong>{row.productName || t('service.serviceVisit')}</Text>
        <br />
        <Text type="secondary" style={{ display: 'inline-block', maxWidth: 260 }}>
          {row.serviceDiscription || t('service.noDescription')}
        </Text>
      </>
    ),
  },
  { title: t('service.columns.charges'), key: 'charges', align: 'right', render: (_value, row) => formatRupees(row.serviceCharges) },
  {
    title: t('service.columns.visitDate'),
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
    title: t('service.columns.payment'),
    key: 'payment',
    render: (_value, row) => <PaymentStatusTag status={row.PaymentStatus} />,
  },
];

const PAYMENT_STATUSES = ['PENDING', 'PAID'] as const;

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
  const { t } = useTranslation(REPORTS);
  const columns = useMemo(() => columnsOf(t), [t]);
  const paymentChoices = PAYMENT_STATUSES.map((status) => ({ value: status, label: t(`service.paymentStatus.${status}`) }));
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
    <Page title={t('service.pageTitle')}>
      <Card>
        <ReportRangeFilters range={range}>
          <label className="report-filter">
            <Text>{t('service.employee')}</Text>
            <SearchSelect
              id="report-employee"
              label={t('service.employee')}
              value={employeeId}
              onChange={setEmployeeId}
              useOptions={useEmployeeOptions}
              selectedLabel={employee.data && personLabel(employee.data.user)}
            />
          </label>
          <label className="report-filter">
            <Text>{t('service.payment')}</Text>
            <Select
              id="report-payment"
              aria-label={t('service.payment')}
              allowClear
              placeholder={t('service.allPayments')}
              value={paymentStatus}
              onChange={(next) => setPaymentStatus(next)}
              options={paymentChoices}
            />
          </label>
        </ReportRangeFilters>
      </Card>
      <Card
        title={t('service.listTitle')}
        extra={
          <ExportCsvButton
            file="service-report"
            list={report}
            filters={{ fromDate: range.fromDate, toDate: range.toDate, employeeId, paymentStatus }}
          />
        }
      >
        <DataTable
          label={t('service.rows')}
          columns={columns}
          list={report}
          searchable={false}
          emptyText={t('service.empty')}
        />
        {totals && totals.count > 0 && (
          <Text strong className="report-totals" style={{ display: 'block' }}>
            {t('service.totals', { count: totals.count, charges: formatRupees(totals.totalCharges) })}
          </Text>
        )}
      </Card>
    </Page>
  );
}
