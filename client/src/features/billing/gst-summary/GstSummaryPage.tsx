import { DownloadOutlined } from '@ant-design/icons';
import {
  gstSummaryInput,
  type GstB2bInvoice,
  type GstB2cTotal,
  type GstCreditNote,
  type GstSummary,
  type InvoiceHsnTotal,
  type InvoiceTaxTotal,
} from '@sevak/shared';
import { Button, Card, DatePicker, Descriptions, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { dayjs } from '../../../lib/dayjs';
import { formatDate, formatRupees } from '../../../lib/format';
import { useSearchParamsUpdate } from '../../../lib/list-params';
import { useNotify } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { gstSummaryCsvUrl } from '../billing-links';
import { BILLING } from '../i18n';
import './gst-summary.css';

const MONTH = 'YYYY-MM';
const SHOWN_MONTH = 'MMM YYYY';

const rate = (row: InvoiceTaxTotal) => `${row.gstRate} %`;
const money = (amount: number) => formatRupees(amount);

type Translate = TFunction<typeof BILLING>;

/** The tax columns every section ends with. */
function taxColumns<T extends InvoiceTaxTotal>(t: Translate): TableColumnsType<T> {
  return [
    { title: t('gstSummary.columns.rate'), key: 'gstRate', render: (_value, row) => rate(row) },
    { title: t('gstSummary.columns.taxableValue'), key: 'taxableValue', align: 'right', render: (_value, row) => money(row.taxableValue) },
    { title: t('taxes.igst'), key: 'igst', align: 'right', render: (_value, row) => money(row.igst) },
    { title: t('taxes.cgst'), key: 'cgst', align: 'right', render: (_value, row) => money(row.cgst) },
    { title: t('taxes.sgst'), key: 'sgst', align: 'right', render: (_value, row) => money(row.sgst) },
  ];
}

/** Each section's columns, in the reader's language. */
function columnsOf(t: Translate) {
  const b2b: TableColumnsType<GstB2bInvoice> = [
    { title: t('gstSummary.columns.buyerGstin'), dataIndex: 'buyerGstin', key: 'buyerGstin' },
    { title: t('gstSummary.columns.buyer'), dataIndex: 'buyerName', key: 'buyerName' },
    { title: t('gstSummary.columns.invoiceNumber'), dataIndex: 'invoiceNumber', key: 'invoiceNumber' },
    { title: t('gstSummary.columns.date'), key: 'invoiceDate', render: (_value, row) => formatDate(row.invoiceDate) },
    { title: t('gstSummary.columns.invoiceValue'), key: 'invoiceValue', align: 'right', render: (_value, row) => money(row.invoiceValue) },
    { title: t('gstSummary.columns.placeOfSupply'), dataIndex: 'placeOfSupply', key: 'placeOfSupply' },
    ...taxColumns<GstB2bInvoice>(t),
  ];
  const b2c: TableColumnsType<GstB2cTotal> = [
    { title: t('gstSummary.columns.placeOfSupply'), dataIndex: 'placeOfSupply', key: 'placeOfSupply' },
    ...taxColumns<GstB2cTotal>(t),
  ];
  const creditNotes: TableColumnsType<GstCreditNote> = [
    { title: t('gstSummary.columns.noteNumber'), dataIndex: 'noteNumber', key: 'noteNumber' },
    { title: t('gstSummary.columns.date'), key: 'noteDate', render: (_value, row) => formatDate(row.noteDate) },
    { title: t('gstSummary.columns.againstInvoice'), dataIndex: 'invoiceNumber', key: 'invoiceNumber' },
    { title: t('gstSummary.columns.buyerGstin'), key: 'buyerGstin', render: (_value, row) => row.buyerGstin ?? t('gstSummary.columns.unregistered') },
    { title: t('gstSummary.columns.buyer'), dataIndex: 'buyerName', key: 'buyerName' },
    { title: t('gstSummary.columns.noteValue'), key: 'noteValue', align: 'right', render: (_value, row) => money(row.noteValue) },
    { title: t('gstSummary.columns.placeOfSupply'), dataIndex: 'placeOfSupply', key: 'placeOfSupply' },
    ...taxColumns<GstCreditNote>(t),
  ];
  const hsn: TableColumnsType<InvoiceHsnTotal> = [
    { title: t('gstSummary.columns.hsnSac'), key: 'hsnCode', render: (_value, row) => row.hsnCode ?? t('gstSummary.columns.missing') },
    {
      title: t('gstSummary.columns.quantity'),
      key: 'quantity',
      align: 'right',
      render: (_value, row) => row.quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 }),
    },
    ...taxColumns<InvoiceHsnTotal>(t),
  ];
  return { b2b, b2c, creditNotes, hsn };
}

const SUMMED = ['taxableValue', 'igst', 'cgst', 'sgst'] as const;

interface SectionProps<T extends InvoiceTaxTotal> {
  title: string;
  /** What the table holds, for a screen reader (its caption). */
  caption: string;
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  empty: string;
}

/** One section of the summary: its table, named by its caption, with a Total row under the amounts. */
function Section<T extends InvoiceTaxTotal>({ title, caption, rows, columns, rowKey, empty }: SectionProps<T>) {
  const { t } = useTranslation(BILLING);
  const captioned = useTableCaption(caption);
  const region = useScrollableTableRegion(caption);
  return (
    <Card title={title} size="small">
      <div ref={region}>
        <Table<T>
          size="small"
          rowKey={rowKey}
          components={captioned}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: empty }}
          summary={(shown) =>
            shown.length === 0 ? null : (
              <Table.Summary.Row>
                {columns.map((column, index) => {
                  const key = String(column.key);
                  const summed = (SUMMED as readonly string[]).includes(key);
                  return (
                    <Table.Summary.Cell key={key} index={index} align={summed ? 'right' : undefined}>
                      {index === 0 ? <strong>{t('gstSummary.total')}</strong> : summed ? money(shown.reduce((sum, row) => sum + (row[key as keyof InvoiceTaxTotal] as number), 0)) : null}
                    </Table.Summary.Cell>
                  );
                })}
              </Table.Summary.Row>
            )
          }
        />
      </div>
    </Card>
  );
}

/** The month's summary as a file, with the session's cookie: saved as gst-summary-2026-11.csv. */
function useCsvDownload(month: string) {
  const { t } = useTranslation(BILLING);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const answer = await fetch(gstSummaryCsvUrl(month), { headers: { Accept: 'text/csv' }, credentials: 'same-origin' });
      if (!answer.ok) throw new Error(`The server answered ${answer.status}`);
      const url = URL.createObjectURL(await answer.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `gst-summary-${month}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
    } catch {
      notify.error(t('gstSummary.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}

function SummaryTables({ summary }: { summary: GstSummary }) {
  const { t } = useTranslation(BILLING);
  const columns = useMemo(() => columnsOf(t), [t]);
  const { totals } = summary;
  return (
    <>
      <Card title={t('gstSummary.totals.title')} size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'invoices', label: t('gstSummary.totals.invoices'), children: totals.invoiceCount },
            { key: 'notes', label: t('gstSummary.totals.creditNotes'), children: totals.creditNoteCount },
            { key: 'taxable', label: t('gstSummary.totals.taxableValue'), children: money(totals.taxableValue) },
            { key: 'igst', label: t('taxes.igst'), children: money(totals.igst) },
            { key: 'cgst', label: t('taxes.cgst'), children: money(totals.cgst) },
            { key: 'sgst', label: t('taxes.sgst'), children: money(totals.sgst) },
          ]}
        />
      </Card>
      <Section
        title={t('gstSummary.b2b.title')}
        caption={t('gstSummary.b2b.caption')}
        rows={summary.b2b}
        columns={columns.b2b}
        rowKey={(row) => `${row.invoiceNumber}|${row.gstRate}`}
        empty={t('gstSummary.b2b.empty')}
      />
      <Section
        title={t('gstSummary.b2c.title')}
        caption={t('gstSummary.b2c.caption')}
        rows={summary.b2c}
        columns={columns.b2c}
        rowKey={(row) => `${row.placeOfSupply}|${row.gstRate}`}
        empty={t('gstSummary.b2c.empty')}
      />
      <Section
        title={t('gstSummary.creditNotes.title')}
        caption={t('gstSummary.creditNotes.caption')}
        rows={summary.creditNotes}
        columns={columns.creditNotes}
        rowKey={(row) => `${row.noteNumber}|${row.gstRate}`}
        empty={t('gstSummary.creditNotes.empty')}
      />
      <Section
        title={t('gstSummary.hsn.title')}
        caption={t('gstSummary.hsn.caption')}
        rows={summary.hsn}
        columns={columns.hsn}
        rowKey={(row) => `${row.hsnCode ?? ''}|${row.gstRate}`}
        empty={t('gstSummary.hsn.empty')}
      />
    </>
  );
}

/** /billing/gst-summary?month=2026-11: the month's figures for GSTR-1, on screen and as CSV for the accountant. */
export function GstSummaryPage() {
  const { t } = useTranslation(BILLING);
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const asked = gstSummaryInput.shape.month.safeParse(params.get('month'));
  const month = asked.success ? asked.data : dayjs().tz().format(MONTH);
  const summary = trpc.admin.billing.gstSummary.useQuery({ month });
  const csv = useCsvDownload(month);
  return (
    <Page title={t('gstSummary.pageTitle')}>
      <Card>
        <Space wrap align="end" size="middle">
          <label className="gst-summary__month">
            <Typography.Text>{t('gstSummary.month')}</Typography.Text>
            <DatePicker
              picker="month"
              aria-label={t('gstSummary.month')}
              value={dayjs(month, MONTH)}
              format={SHOWN_MONTH}
              allowClear={false}
              onChange={(value: Dayjs | null) => value && update({ month: value.format(MONTH) })}
            />
          </label>
          <Button icon={<DownloadOutlined aria-hidden />} loading={csv.busy} onClick={() => void csv.download()}>
            {t('gstSummary.downloadCsv')}
          </Button>
        </Space>
      </Card>
      <WhenLoaded query={summary} failure={t('gstSummary.loadFailed')}>
        {(data) => <SummaryTables summary={data} />}
      </WhenLoaded>
    </Page>
  );
}
