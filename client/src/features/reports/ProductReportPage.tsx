import { Card, Typography } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { formatDate, formatRupees } from '../../lib/format';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ReportRangeFilters, useReportRange } from './report-range';
import './reports.css';

type ProductRow = RouterOutputs['admin']['reports']['product']['items'][number];

const columns: DataColumns<ProductRow> = [
  { title: 'Bill No', dataIndex: 'billNumber', key: 'billNumber' },
  { title: 'Customer', key: 'customer', render: (_value, row) => row.customerName || 'N/A' },
  { title: 'Phone', key: 'phone', render: (_value, row) => row.phoneNumber || 'N/A' },
  {
    title: 'Address',
    key: 'address',
    render: (_value, row) => <span style={{ display: 'inline-block', maxWidth: 240 }}>{row.address || 'N/A'}</span>,
  },
  { title: 'Product', dataIndex: 'productName', key: 'productName' },
  { title: 'Price', key: 'price', align: 'right', render: (_value, row) => formatRupees(row.price) },
  { title: 'Invoice Date', key: 'invoiceDate', render: (_value, row) => formatDate(row.invoiceDate) },
  { title: 'Warranty Start', key: 'warrantyStartDate', render: (_value, row) => formatDate(row.warrantyStartDate) },
  { title: 'Warranty End', key: 'warrantyEndDate', render: (_value, row) => formatDate(row.warrantyEndDate) },
];

/** Products invoiced within the range (both days included), newest invoice first, with the range's totals. */
export function ProductReportPage() {
  const range = useReportRange();
  const report = useResourceList(trpc.admin.reports.product, [], { fromDate: range.fromDate, toDate: range.toDate });
  const totals = report.result.data?.totals;
  return (
    <Page title="Product Report">
      <Card>
        <ReportRangeFilters range={range} />
      </Card>
      <Card
        title="Products Sold"
        extra={<ExportCsvButton file="product-report" list={report} filters={{ fromDate: range.fromDate, toDate: range.toDate }} />}
      >
        <DataTable
          label="products"
          columns={columns}
          list={report}
          searchable={false}
          emptyText="No product data available for selected range"
        />
        {totals && totals.count > 0 && (
          <Typography.Text strong className="report-totals" style={{ display: 'block' }}>
            {totals.count} {totals.count === 1 ? 'product' : 'products'} sold · Total {formatRupees(totals.totalPrice)}
          </Typography.Text>
        )}
      </Card>
    </Page>
  );
}
