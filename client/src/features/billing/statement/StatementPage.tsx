import type { CustomerStatement, StatementEntry } from '@sevak/shared';
import { Button, Card, Table, type TableColumnsType } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { formatDate, formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { PrintButton } from '../print/DocumentPrinter';
import '../print/documents.css';

const KIND_LABELS: Record<StatementEntry['kind'], string> = {
  INVOICE: 'Invoice',
  CREDIT_NOTE: 'Credit note',
  VISIT: 'Service visit',
  PAYMENT: 'Payment',
};

const amountOrBlank = (amount: number) => (amount ? formatRupees(amount) : '');

const columns: TableColumnsType<StatementEntry> = [
  { title: 'Date', key: 'date', render: (_value, entry) => formatDate(entry.date) },
  { title: 'Kind', key: 'kind', render: (_value, entry) => KIND_LABELS[entry.kind] },
  { title: 'Reference', dataIndex: 'reference', key: 'reference' },
  { title: 'Description', dataIndex: 'description', key: 'description' },
  { title: 'Debit', key: 'debit', align: 'right', render: (_value, entry) => amountOrBlank(entry.debit) },
  { title: 'Credit', key: 'credit', align: 'right', render: (_value, entry) => amountOrBlank(entry.credit) },
  { title: 'Balance', key: 'balance', align: 'right', render: (_value, entry) => formatRupees(entry.balance) },
];

/** The statement as printed: the customer, every entry with its running balance, and the totals. */
function StatementDocument({ statement }: { statement: CustomerStatement }) {
  return (
    <article className="doc" aria-label={`Statement of ${statement.customer.name}`}>
      <header className="doc__header">
        <div>
          <p className="doc__seller-name doc__strong">{statement.customer.name}</p>
          {statement.customer.phoneNumber && <p>Phone: {statement.customer.phoneNumber}</p>}
          {statement.customer.gstin && <p>GSTIN: {statement.customer.gstin}</p>}
        </div>
        <div className="doc__title">
          <h2>Statement of Account</h2>
        </div>
      </header>
      <table className="doc__table">
        <caption>Entries</caption>
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
              <td>{KIND_LABELS[entry.kind]}</td>
              <td>{entry.reference}</td>
              <td>{entry.description}</td>
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
  return (
    <table className="doc__table statement__totals">
      <caption className="visually-hidden">Statement totals</caption>
      <tbody>
        <tr>
          <th scope="row">Total billed</th>
          <td className="doc__amount">{formatRupees(statement.totalBilled)}</td>
        </tr>
        <tr>
          <th scope="row">Total paid</th>
          <td className="doc__amount">{formatRupees(statement.totalPaid)}</td>
        </tr>
        <tr>
          <th scope="row">Balance due</th>
          <td className="doc__amount doc__strong">{formatRupees(statement.balanceDue)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function StatementScreen({ statement }: { statement: CustomerStatement }) {
  const caption = useTableCaption(`Statement of ${statement.customer.name}`);
  const region = useScrollableTableRegion(`Statement of ${statement.customer.name}`);
  return (
    <>
      <div className="doc-actions">
        <PrintButton title={`Statement ${statement.customer.name}`} document={<StatementDocument statement={statement} />} />
        <Link to={paths.admin.newInvoiceFor({ customerId: statement.customer.id })}>
          <Button tabIndex={-1}>New Invoice</Button>
        </Link>
        <Link to={paths.admin.updateCustomer.to(statement.customer.id)}>
          <Button tabIndex={-1}>Open Customer</Button>
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
            locale={{ emptyText: 'Nothing billed or paid yet' }}
          />
        </div>
        <StatementTotals statement={statement} />
      </Card>
    </>
  );
}

/** /billing/customers/:id/statement: what a customer was billed and paid, entry by entry, with the running balance. */
export function StatementPage() {
  const { id = '' } = useParams();
  const statement = trpc.admin.billing.statement.useQuery({ id });
  return (
    <Page title="Customer Statement">
      <WhenLoaded query={statement} failure="Failed to get statement">
        {(data) => <StatementScreen statement={data} />}
      </WhenLoaded>
    </Page>
  );
}
