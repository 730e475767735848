import { Card, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { formatDate, formatRupees } from '../../lib/format';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { REPORTS } from './i18n';
import { ReportRangeFilters, useReportRange } from './report-range';
import './reports.css';

type ProductRow = RouterOutputs['admin']['reports']['product']['items'][number];

/** The report's columns, in the language in use. */
const columnsOf = (t: TFunction<'reports'>): DataColumns<ProductRow> => [
  { title: t('product.columns.billNumber'), dataIndex: 'billNumber', key: 'billNumber' },
  { title: t('columns.customer'), key: 'customer', render: (_value, row) => row.customerName || t('notAvailable') },
  { title: t('columns.phone'), key: 'phone', render: (_value, row) => row.phoneNumber || t('notAvailable') },
  {
    title: t('columns.address'),
    key: 'address',
    render: (_value, row) => <span style={{ display: 'inline-block', maxWidth: 240 }}>{row.address || t('notAvailable')}</span>,
  },
  { title: t('product.columns.product'), dataIndex: 'productName', key: 'productName' },
  { title: t('product.columns.price'), key: 'price', align: 'right', render: (_value, row) => formatRupees(row.price) },
  { title: t('product.columns.invoiceDate'), key: 'invoiceDate', render: (_value, row) => formatDate(row.invoiceDate) },
  { title: t('product.columns.warrantyStart'), key: 'warrantyStartDate', render: (_value, row) => formatDate(row.warrantyStartDate) },
  { title: t('product.columns.warrantyEnd'), key: 'warrantyEndDate', render: (_value, row) => formatDate(row.warrantyEndDate) },
];

/** Products invoiced within the range (both days included), newest invoice first, with the range's totals. */
export function ProductReportPage() {
  const { t } = useTranslation(REPORTS);
  const columns = useMemo(() => columnsOf(t), [t]);
  const range = useReportRange();
  const report = useResourceList(trpc.admin.reports.product, [], { fromDate: range.fromDate, toDate: range.toDate });
  const totals = report.result.data?.totals;
  return (
    <Page title={t('product.pageTitle')}>
      <Card>
        <ReportRangeFilters range={range} />
      </Card>
      <Card
        title={t('product.listTitle')}
        extra={<ExportCsvButton file="product-report" list={report} filters={{ fromDate: range.fromDate, toDate: range.toDate }} />}
      >
        <DataTable
          label={t('product.rows')}
          columns={columns}
          list={report}
          searchable={false}
          emptyText={t('product.empty')}
        />
        {totals && totals.count > 0 && (
          <Typography.Text strong className="report-totals" style={{ display: 'block' }}>
            {t('product.totals', { count: totals.count, total: formatRupees(totals.totalPrice) })}
          </Typography.Text>
        )}
      </Card>
    </Page>
  );
}
