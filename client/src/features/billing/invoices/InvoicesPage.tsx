import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { INVOICE_SORT_FIELDS, INVOICE_STATUSES, MSG, listInvoicesInput, type InvoiceListItem, type InvoiceStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DataTable, type DataColumns } from '../../../components/DataTable';
import { ExportCsvButton } from '../../../components/ExportCsvButton';
import { Page } from '../../../components/Page';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { formatDate, formatRupees } from '../../../lib/format';
import { useListChoice } from '../../../lib/list-params';
import { useResourceList } from '../../../lib/resource-list';
import { trpc } from '../../../lib/trpc';
import { BILLING } from '../i18n';
import { InvoiceStatusTag, KindTag } from './InvoiceStatusTag';

const { Text } = Typography;

const columnsOf = (t: TFunction<typeof BILLING>): DataColumns<InvoiceListItem> => [
  {
    title: t('invoices.columns.number'),
    key: 'invoiceNumber',
    sorter: true,
    render: (_value, invoice) => (
      <Space size={4} wrap>
        <Link to={paths.admin.invoice.to(invoice.id)}>{invoice.invoiceNumber}</Link>
        <KindTag kind={invoice.kind} />
      </Space>
    ),
  },
  { title: t('invoices.columns.date'), key: 'invoiceDate', sorter: true, render: (_value, invoice) => formatDate(invoice.invoiceDate) },
  {
    title: t('invoices.columns.customer'),
    key: 'customerName',
    sorter: true,
    render: (_value, invoice) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{invoice.customerName}</Text>
        {invoice.customerPhone && <Text type="secondary">{invoice.customerPhone}</Text>}
      </Space>
    ),
  },
  { title: t('invoices.columns.total'), key: 'total', sorter: true, align: 'right', render: (_value, invoice) => formatRupees(invoice.total) },
  { title: t('invoices.columns.balanceDue'), key: 'balanceDue', sorter: true, align: 'right', render: (_value, invoice) => formatRupees(invoice.balanceDue) },
  {
    title: t('invoices.columns.status'),
    key: 'status',
    // A credit note is not paid or due: its kind, beside its number, says what it is.
    render: (_value, invoice) => (invoice.kind === 'INVOICE' ? <InvoiceStatusTag status={invoice.status} /> : '—'),
  },
  {
    title: t('invoices.columns.actions'),
    key: 'actions',
    width: 80,
    render: (_value, invoice) => (
      <Tooltip title={t('invoices.view')}>
        <Link to={paths.admin.invoice.to(invoice.id)} aria-label={t('invoices.viewNamed', { number: invoice.invoiceNumber })}>
          <Button icon={<EyeOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    ),
  },
];

/** /billing/invoices: every invoice and credit note, newest first, paged, searched and sorted by the server. */
export function InvoicesPage() {
  const { t } = useTranslation([BILLING, MESSAGES]);
  const columns = useMemo(() => columnsOf(t), [t]);
  const statusOptions = [
    { value: '', label: t('invoices.allStatuses') },
    ...INVOICE_STATUSES.map((status) => ({ value: status, label: t(MSG.billing.labels.invoiceStatus[status], { ns: MESSAGES }) })),
  ];
  const [status, setStatus] = useListChoice('status', listInvoicesInput.shape.status);
  const invoices = useResourceList(trpc.admin.invoices.list, INVOICE_SORT_FIELDS, status ? { status } : {});
  return (
    <Page
      title={t('invoices.pageTitle')}
      extra={
        <Link to={paths.admin.newInvoice}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} tabIndex={-1}>
            {t('invoices.newInvoice')}
          </Button>
        </Link>
      }
    >
      <Card extra={<ExportCsvButton file="invoices" list={invoices} filters={{ status }} />}>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('invoices.statusFilter')}
            style={{ minWidth: 160 }}
            value={status ?? ''}
            options={statusOptions}
            onChange={(next: string) => setStatus(next === '' ? undefined : (next as InvoiceStatus))}
          />
        </Space>
        <DataTable<InvoiceListItem, (typeof INVOICE_SORT_FIELDS)[number]>
          list={invoices}
          label={t('invoices.label')}
          columns={columns}
          searchPlaceholder={t('invoices.searchPlaceholder')}
          emptyText={t('invoices.empty')}
        />
      </Card>
    </Page>
  );
}
