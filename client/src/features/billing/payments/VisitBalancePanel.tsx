import { FileAddOutlined, WalletOutlined } from '@ant-design/icons';
import { Button, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { formatDate, formatRupees } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { BILLING } from '../i18n';
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
  const { t } = useTranslation(BILLING);
  const [paying, setPaying] = useState(false);
  const balance = trpc.admin.payments.visitBalance.useQuery({ id: visitId });
  const data = balance.data;
  if (balance.isError) {
    return (
      <Space wrap className="visit-balance">
        <Text>{t('visitBalance.loadFailed')}</Text>
        <Button size="small" onClick={() => void balance.refetch()}>
          {t('visitBalance.tryAgain')}
        </Button>
      </Space>
    );
  }
  if (!data) return null;
  return (
    <section className="visit-balance" aria-label={t('visitBalance.region')}>
      <Descriptions
        size="small"
        title={t('visitBalance.title')}
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          { key: 'status', label: t('visitBalance.status'), children: <InvoiceStatusTag status={data.status} /> },
          { key: 'charges', label: t('visitBalance.charges'), children: formatRupees(data.charges) },
          { key: 'paid', label: t('visitBalance.paid'), children: formatRupees(data.amountPaid) },
          { key: 'due', label: t('visitBalance.balanceDue'), children: <strong>{formatRupees(data.balanceDue)}</strong> },
        ]}
      />
      <Space wrap>
        {data.invoice ? (
          <Text>
            <Trans
              t={t}
              i18nKey="visitBalance.billedOn"
              values={{ number: data.invoice.invoiceNumber }}
              components={{ invoice: <Link to={paths.admin.invoice.to(data.invoice.id)} /> }}
            />
          </Text>
        ) : (
          <>
            {data.balanceDue > 0 && (
              <Button icon={<WalletOutlined aria-hidden />} onClick={() => setPaying(true)}>
                {t('recordPayment')}
              </Button>
            )}
            <Link to={paths.admin.newInvoiceFor({ customerId, visitId })}>
              <Button icon={<FileAddOutlined aria-hidden />} tabIndex={-1}>
                {t('visitBalance.bill')}
              </Button>
            </Link>
          </>
        )}
      </Space>
      {data.payments.length > 0 && (
        <ul className="visit-balance__payments">
          {data.payments.map((payment) => (
            <li key={payment.id}>
              <Trans
                t={t}
                i18nKey="visitBalance.receipt"
                values={{ number: payment.receiptNumber, amount: formatRupees(payment.amount), date: formatDate(payment.paidOn) }}
                components={{ receipt: <Link to={paths.admin.receipt.to(payment.id)} /> }}
              />
            </li>
          ))}
        </ul>
      )}
      {!data.invoice && (
        <RecordPaymentModal
          open={paying}
          onClose={() => setPaying(false)}
          paying={{ visitID: visitId }}
          what={t('visitBalance.thisVisit')}
          balanceDue={data.balanceDue}
        />
      )}
    </section>
  );
}
