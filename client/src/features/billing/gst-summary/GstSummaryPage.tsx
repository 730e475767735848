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
import { useState } from 'react';
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
import './gst-summary.css';

const MONTH = 'YYYY-MM';
const SHOWN_MONTH = 'MMM YYYY';

const rate = (row: InvoiceTaxTotal) => `${row.gstRate} %`;
const money = (amount: number) => formatRupees(amount);

/** The tax columns every section ends with. */
function taxColumns<T extends InvoiceTaxTotal>(): TableColumnsType<T> {
  return [
    { title: 'Rate', key: 'gstRate', render: (_value, row) => rate(row) },
    { title: 'Taxable Value', key: 'taxableValue', align: 'right', render: (_value, row) => money(row.taxableValue) },
    { title: 'IGST', key: 'igst', align: 'right', render: (_value, row) => money(row.igst) },
    { title: 'CGST', key: 'cgst', align: 'right', render: (_value, row) => money(row.cgst) },
    { title: 'SGST', key: 'sgst', align: 'right', render: (_value, row) => money(row.sgst) },
  ];
}

const b2bColumns: TableColumnsType<GstB2bInvoice> = [
  { title: 'Buyer GSTIN', dataIndex: 'buyerGstin', key: 'buyerGstin' },
  { title: 'Buyer', dataIndex: 'buyerName', key: 'buyerName' },
  { title: 'Invoice No.', dataIndex: 'invoiceNumber', key: 'invoiceNumber' },
  { title: 'Date', key: 'invoiceDate', render: (_value, row) => formatDate(row.invoiceDate) },
  { title: 'Invoice Value', key: 'invoiceValue', align: 'right', render: (_value, row) => money(row.invoiceValue) },
  { title: 'Place of Supply', dataIndex: 'placeOfSupply', key: 'placeOfSupply' },
  ...taxColumns<GstB2bInvoice>(),
];

const b2cColumns: TableColumnsType<GstB2cTotal> = [
  { title: 'Place of Supply', dataIndex: 'placeOfSupply', key: 'placeOfSupply' },
  ...taxColumns<GstB2cTotal>(),
];

const creditNoteColumns: TableColumnsType<GstCreditNote> = [
  { title: 'Note No.', dataIndex: 'noteNumber', key: 'noteNumber' },
  { title: 'Date', key: 'noteDate', render: (_value, row) => formatDate(row.noteDate) },
  { title: 'Against Invoice', dataIndex: 'invoiceNumber', key: 'invoiceNumber' },
  { title: 'Buyer GSTIN', key: 'buyerGstin', render: (_value, row) => row.buyerGstin ?? 'Unregistered' },
  { title: 'Buyer', dataIndex: 'buyerName', key: 'buyerName' },
  { title: 'Note Value', key: 'noteValue', align: 'right', render: (_value, row) => money(row.noteValue) },
  { title: 'Place of Supply', dataIndex: 'placeOfSupply', key: 'placeOfSupply' },
  ...taxColumns<GstCreditNote>(),
];

const hsnColumns: TableColumnsType<InvoiceHsnTotal> = [
  { title: 'HSN/SAC', key: 'hsnCode', render: (_value, row) => row.hsnCode ?? 'Missing' },
  { title: 'Qty', key: 'quantity', align: 'right', render: (_value, row) => row.quantity.toLocaleString('en-IN', { maximumFractionDigits: 3 }) },
  ...taxColumns<InvoiceHsnTotal>(),
];

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
                      {index === 0 ? <strong>Total</strong> : summed ? money(shown.reduce((sum, row) => sum + (row[key as keyof InvoiceTaxTotal] as number), 0)) : null}
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
      notify.error('Failed to download the GST summary. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}

function SummaryTables({ summary }: { summary: GstSummary }) {
  const { totals } = summary;
  return (
    <>
      <Card title="Totals" size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'invoices', label: 'Invoices', children: totals.invoiceCount },
            { key: 'notes', label: 'Credit notes', children: totals.creditNoteCount },
            { key: 'taxable', label: 'Taxable value', children: money(totals.taxableValue) },
            { key: 'igst', label: 'IGST', children: money(totals.igst) },
            { key: 'cgst', label: 'CGST', children: money(totals.cgst) },
            { key: 'sgst', label: 'SGST', children: money(totals.sgst) },
          ]}
        />
      </Card>
      <Section
        title="B2B invoices"
        caption="B2B invoices: to buyers with a GSTIN"
        rows={summary.b2b}
        columns={b2bColumns}
        rowKey={(row) => `${row.invoiceNumber}|${row.gstRate}`}
        empty="No invoices to registered buyers this month"
      />
      <Section
        title="B2C supplies"
        caption="B2C supplies by rate and place of supply"
        rows={summary.b2c}
        columns={b2cColumns}
        rowKey={(row) => `${row.placeOfSupply}|${row.gstRate}`}
        empty="No sales to unregistered buyers this month"
      />
      <Section
        title="Credit notes"
        caption="Credit notes issued this month"
        rows={summary.creditNotes}
        columns={creditNoteColumns}
        rowKey={(row) => `${row.noteNumber}|${row.gstRate}`}
        empty="No credit notes this month"
      />
      <Section
        title="HSN summary"
        caption="HSN-wise summary of outward supplies"
        rows={summary.hsn}
        columns={hsnColumns}
        rowKey={(row) => `${row.hsnCode ?? ''}|${row.gstRate}`}
        empty="Nothing invoiced this month"
      />
    </>
  );
}

/** /billing/gst-summary?month=2026-11: the month's figures for GSTR-1, on screen and as CSV for the accountant. */
export function GstSummaryPage() {
  const [params] = useSearchParams();
  const update = useSearchParamsUpdate();
  const asked = gstSummaryInput.shape.month.safeParse(params.get('month'));
  const month = asked.success ? asked.data : dayjs().tz().format(MONTH);
  const summary = trpc.admin.billing.gstSummary.useQuery({ month });
  const csv = useCsvDownload(month);
  return (
    <Page title="GST Summary">
      <Card>
        <Space wrap align="end" size="middle">
          <label className="gst-summary__month">
            <Typography.Text>Month</Typography.Text>
            <DatePicker
              picker="month"
              aria-label="Month"
              value={dayjs(month, MONTH)}
              format={SHOWN_MONTH}
              allowClear={false}
              onChange={(value: Dayjs | null) => value && update({ month: value.format(MONTH) })}
            />
          </label>
          <Button icon={<DownloadOutlined aria-hidden />} loading={csv.busy} onClick={() => void csv.download()}>
            Download CSV
          </Button>
        </Space>
      </Card>
      <WhenLoaded query={summary} failure="Failed to get GST summary">
        {(data) => <SummaryTables summary={data} />}
      </WhenLoaded>
    </Page>
  );
}
