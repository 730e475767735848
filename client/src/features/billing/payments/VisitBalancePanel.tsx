import { FileAddOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatDate, formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { InvoiceStatusTag } from '../invoices/InvoiceStatusTag';
import './payments.css';
import { RecordPaymentModal } from './RecordPaymentModal';

const { Text } = Typography;

/**
 * A visit's charges, what is paid of them and what is due (PARTIAL shows here only; the visit's
 * own Paid/Pending stays as the spec has it), with Record Payment and Bill. A billed visit is paid
 * on its invoice, so it links there instead.
 */
export function VisitBalancePanel({ visitId, customerId }: { visitId: string; customerId: string }) {
  const [paying, setPaying] = useState(false);
  const balance = trpc.admin.payments.visitBalance.useQuery({ id: visitId });
  const data = balance.data;
  if (balance.isError) {
    return (
      <Space wrap className="visit-balance">
        <Text>Failed to get this visit’s payments</Text>
        <Button size="small" onClick={() => void balance.refetch()}>
          Try Again
        </Button>
      </Space>
    );
  }
  if (!data) return null;
  return (
    <section className="visit-balance" aria-label="Payments for this visit">
      <Descriptions
        size="small"
        title="Payments"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'status', label: 'Balance status', children: <InvoiceStatusTag status={data.status} /> },
          { key: 'charges', label: 'Charges', children: formatRupees(data.charges) },
          { key: 'paid', label: 'Paid', children: formatRupees(data.amountPaid) },
          { key: 'due', label: 'Balance Due', children: <strong>{formatRupees(data.balanceDue)}</strong> },
        ]}
      />
      <Space wrap>
        {data.invoice ? (
          <Text>
            Billed on invoice <Link to={paths.admin.invoice.to(data.invoice.id)}>{data.invoice.invoiceNumber}</Link>: record its payments there.
          </Text>
        ) : (
          <>
            {data.balanceDue > 0 && (
              <Button icon={<WalletOutlined aria-hidden />} onClick={() => setPaying(true)}>
                Record Payment
              </Button>
            )}
            <Link to={paths.admin.newInvoiceFor({ customerId, visitId })}>
              <Button icon={<FileAddOutlined aria-hidden />} tabIndex={-1}>
                Bill
              </Button>
            </Link>
          </>
        )}
      </Space>
      {data.payments.length > 0 && (
        <ul className="visit-balance__payments">
          {data.payments.map((payment) => (
            <li key={payment.id}>
              <Link to={paths.admin.receipt.to(payment.id)}>Receipt {payment.receiptNumber}</Link>: {formatRupees(payment.amount)} on{' '}
              {formatDate(payment.paidOn)}
            </li>
          ))}
        </ul>
      )}
      {!data.invoice && (
        <RecordPaymentModal
          open={paying}
          onClose={() => setPaying(false)}
          paying={{ visitID: visitId }}
          what="this visit"
          balanceDue={data.balanceDue}
        />
      )}
    </section>
  );
}
