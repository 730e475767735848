import { LIMITS, type Invoice } from '@sevak/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { characterLimit } from '../../../components/character-count';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { BILLING } from '../i18n';

interface CancelInvoiceModalProps {
  invoice: Pick<Invoice, 'id' | 'invoiceNumber' | 'total'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Cancel Invoice: asked once, with an optional reason. The invoice stays as issued; a credit note
 * for its whole amount cancels it (GST allows no other way once an invoice is issued).
 */
export function CancelInvoiceModal({ invoice, open, onClose }: CancelInvoiceModalProps) {
  const { t } = useTranslation(BILLING);
  const [reason, setReason] = useState('');
  const feedback = useMutationFeedback();
  const cancel = trpc.admin.invoices.cancel.useMutation(
    feedback({ success: t('cancelInvoice.succeeded'), failure: t('cancelInvoice.failed'), refreshes: 'invoice', after: onClose }),
  );
  return (
    <Modal
      open={open}
      title={t('cancelInvoice.title', { number: invoice.invoiceNumber })}
      okText={cancel.isPending ? t('cancelInvoice.cancelling') : t('cancelInvoice.ok')}
      okButtonProps={{ disabled: cancel.isPending }}
      cancelText={t('cancelInvoice.keep')}
      onOk={() => cancel.mutate({ id: invoice.id, reason: reason.trim() || null })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('cancelInvoice.explain')}</Typography.Paragraph>
      <Form layout="vertical" name="cancelInvoice">
        <Form.Item label={t('cancelInvoice.reason')} htmlFor="cancel-invoice-reason">
          <Input.TextArea
            id="cancel-invoice-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            autoSize={{ minRows: 2, maxRows: 4 }}
            {...characterLimit(LIMITS.description)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
