import type { CustomerStatement, StatementEntry } from '@sevak/shared';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { formatDate, formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { BILLING } from '../i18n';
import { PrintButton } from '../print/DocumentPrinter';
import '../print/documents.css';

type Translate = TFunction<typeof BILLING>;

/**
 * An entry's reference or description in the reader's language where it is one of the server's
 * fixed words ("Invoice", "Service visit", "Marked Paid"); a number or a visit's own text as it is.
 */
function entryText(t: Translate, text: string): string {
  const fixed: Record<string, string> = {
    Invoice: t('statement.kind.INVOICE'),
    'Credit note': t('statement.kind.CREDIT_NOTE'),
    'Service visit': t('statement.kind.VISIT'),
    'Marked Paid': t('statement.markedPaid'),
    'Paid on the visit (before billing)': t('statement.paidOnVisit'),
  };
  return Object.hasOwn(fixed, text) ? fixed[text]! : text;
}

const amountOrBlank = (amount: number) => (amount ? formatRupees(amount) : '');

const columnsOf = (t: Translate): TableColumnsType<StatementEntry> => [
  { title: t('statement.columns.date'), key: 'date', render: (_value, entry) => formatDate(entry.date) },
  { title: t('statement.columns.kind'), key: 'kind', render: (_value, entry) => t(`statement.kind.${entry.kind}`) },
  { title: t('statement.columns.reference'), key: 'reference', render: (_value, entry) => entryText(t, entry.reference) },
  { title: t('statement.columns.description'), key: 'description', render: (_value, entry) => entryText(t, entry.description) },
  { title: t('statement.columns.debit'), key: 'debit', align: 'right', render: (_value, entry) => amountOrBlank(entry.debit) },
  { title: t('statement.columns.credit'), key: 'credit', align: 'right', render: (_value, entry) => amountOrBlank(entry.credit) },
  { title: t('statement.columns.balance'), key: 'balance', align: 'right', render: (_value, entry) => formatRupees(entry.balance) },
];

/** The statement as printed: the customer, every entry with its running balance, and the totals. */
function StatementDocument({ statement }: { statement: CustomerStatement }) {
  const { t } = useTranslation(BILLING);
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <article className="doc" aria-label={t('statement.of', { name: statement.customer.name })}>
      <header className="doc__header">
        <div>
          <p className="doc__seller-name doc__strong">{statement.customer.name}</p>
          {statement.customer.phoneNumber && <p>{t('statement.phone', { phone: statement.customer.phoneNumber })}</p>}
          {statement.customer.gstin && <p>{t('statement.gstin', { gstin: statement.customer.gstin })}</p>}
        </div>
        <div className="doc__title">
          <h2>{t('statement.heading')}</h2>
        </div>
      </header>
      <table className="doc__table">
        <caption>{t('statement.entries')}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={String(column.key)} scope="col" className={column.align === 'right' ? 'doc__amount' : undefined}>
                {String(column.title)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.entries.map((entry, index) => (
            <tr key={index}>
              <td>{formatDate(entry.date)}</td>
              <td>{t(`statement.kind.${entry.kind}`)}</td>
              <td>{entryText(t, entry.reference)}</td>
              <td>{entryText(t, entry.description)}</td>
              <td className="doc__amount">{amountOrBlank(entry.debit)}</td>
              <td className="doc__amount">{amountOrBlank(entry.credit)}</td>
              <td className="doc__amount">{formatRupees(entry.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <StatementTotals statement={statement} />
    </article>
  );
}

function StatementTotals({ statement }: { statement: CustomerStatement }) {
  const { t } = useTranslation(BILLING);
  return (
    <table className="doc__table statement__totals">
      <caption className="visually-hidden">{t('statement.totalsCaption')}</caption>
      <tbody>
        <tr>
          <th scope="row">{t('statement.totalBilled')}</th>
          <td className="doc__amount">{formatRupees(statement.totalBilled)}</td>
        </tr>
        <tr>
          <th scope="row">{t('statement.totalPaid')}</th>
          <td className="doc__amount">{formatRupees(statement.totalPaid)}</td>
        </tr>
        <tr>
          <th scope="row">{t('statement.balanceDue')}</th>
          <td className="doc__amount doc__strong">{formatRupees(statement.balanceDue)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function StatementScreen({ statement }: { statement: CustomerStatement }) {
  const { t } = useTranslation(BILLING);
  const columns = useMemo(() => columnsOf(t), [t]);
  const caption = useTableCaption(t('statement.of', { name: statement.customer.name }));
  const region = useScrollableTableRegion(t('statement.of', { name: statement.customer.name }));
  return (
    <>
      <div className="doc-actions">
        <PrintButton title={t('statement.printTitle', { name: statement.customer.name })} document={<StatementDocument statement={statement} />} />
        <Link to={paths.admin.newInvoiceFor({ customerId: statement.customer.id })}>
          <Button tabIndex={-1}>{t('statement.newInvoice')}</Button>
        </Link>
        <Link to={paths.admin.updateCustomer.to(statement.customer.id)}>
          <Button tabIndex={-1}>{t('statement.openCustomer')}</Button>
        </Link>
      </div>
      <Card title={`${statement.customer.name}${statement.customer.phoneNumber ? ` (${statement.customer.phoneNumber})` : ''}`}>
        <div ref={region}>
          <Table<StatementEntry>
            rowKey={(entry) => `${entry.kind}|${entry.reference}|${entry.date}|${entry.balance}`}
            size="small"
            components={caption}
            columns={columns}
            dataSource={statement.entries}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('statement.empty') }}
          />
        </div>
        <StatementTotals statement={statement} />
      </Card>
    </>
  );
}

/** /billing/customers/:id/statement: what a customer was billed and paid, entry by entry, with the running balance. */
export function StatementPage() {
  const { t } = useTranslation(BILLING);
  const { id = '' } = useParams();
  const statement = trpc.admin.billing.statement.useQuery({ id });
  return (
    <Page title={t('statement.pageTitle')}>
      <WhenLoaded query={statement} failure={t('statement.loadFailed')}>
        {(data) => <StatementScreen statement={data} />}
      </WhenLoaded>
    </Page>
  );
}
