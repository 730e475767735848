import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { INVOICE_SORT_FIELDS, INVOICE_STATUSES, listInvoicesInput, type InvoiceListItem, type InvoiceStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DataTable, type DataColumns } from '../../../components/DataTable';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Page } from '../../../components/Page';
import { formatDate, formatRupees } from '../../../lib/format';
import { useListChoice } from '../../../lib/list-params';
import { useResourceList } from '../../../lib/resource-list';
import { trpc } from '../../../lib/trpc';
import { InvoiceStatusTag, KindTag } from './InvoiceStatusTag';

const { Text } = Typography;

const STATUS_LABELS: Record<InvoiceStatus, string> = { UNPAID: 'Unpaid', PARTIAL: 'Partial', PAID: 'Paid', CANCELLED: 'Cancelled' };
const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...INVOICE_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))];

const columns: DataColumns<InvoiceListItem> = [
  {
    title: 'Number',
    key: 'invoiceNumber',
    sorter: true,
    render: (_value, invoice) => (
      <Space size={4} wrap>
        <Link to={paths.admin.invoice.to(invoice.id)}>{invoice.invoiceNumber}</Link>
        <KindTag kind={invoice.kind} />
      </Space>
    ),
  },
  { title: 'Date', key: 'invoiceDate', sorter: true, render: (_value, invoice) => formatDate(invoice.invoiceDate) },
  {
    title: 'Customer',
    key: 'customerName',
    sorter: true,
    render: (_value, invoice) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{invoice.customerName}</Text>
        {invoice.customerPhone && <Text type="secondary">{invoice.customerPhone}</Text>}
      </Space>
    ),
  },
  { title: 'Total', key: 'total', sorter: true, align: 'right', render: (_value, invoice) => formatRupees(invoice.total) },
  { title: 'Balance Due', key: 'balanceDue', sorter: true, align: 'right', render: (_value, invoice) => formatRupees(invoice.balanceDue) },
  {
    title: 'Status',
    key: 'status',
    // A credit note is not paid or due: its kind, beside its number, says what it is.
    render: (_value, invoice) => (invoice.kind === 'INVOICE' ? <InvoiceStatusTag status={invoice.status} /> : '—'),
  },
  {
    title: 'Actions',
    key: 'actions',
    width: 80,
    render: (_value, invoice) => (
      <Tooltip title="View">
        <Link to={paths.admin.invoice.to(invoice.id)} aria-label={`View ${invoice.invoiceNumber}`}>
          <Button icon={<EyeOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    ),
  },
];

/** /billing/invoices: every invoice and credit note, newest first, paged, searched and sorted by the server. */
export function InvoicesPage() {
  const [status, setStatus] = useListChoice('status', listInvoicesInput.shape.status);
  const invoices = useResourceList(trpc.admin.invoices.list, INVOICE_SORT_FIELDS, status ? { status } : {});
  return (
    <Page
      title="Invoices"
      extra={
        <Link to={paths.admin.newInvoice}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} tabIndex={-1}>
            New Invoice
          </Button>
        </Link>
      }
    >
      <Card extra={<ExportCsvButton file="invoices" list={invoices} filters={{ status }} />}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label="Status"
            style={{ minWidth: 160 }}
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(next: string) => setStatus(next === '' ? undefined : (next as InvoiceStatus))}
          />
        </Space>
        <DataTable<InvoiceListItem, (typeof INVOICE_SORT_FIELDS)[number]>
          list={invoices}
          label="invoices"
          columns={columns}
          searchPlaceholder="Search invoices"
          emptyText="No invoices yet"
        />
      </Card>
    </Page>
  );
}
