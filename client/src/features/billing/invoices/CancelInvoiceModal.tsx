import { LIMITS, type Invoice } from '@sevak/shared';
import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { characterLimit } from '../../../components/character-count';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';

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
  const [reason, setReason] = useState('');
  const feedback = useMutationFeedback();
  const cancel = trpc.admin.invoices.cancel.useMutation(
    feedback({ success: 'Invoice cancelled by a credit note', failure: 'Failed to cancel invoice', refreshes: 'invoice', after: onClose }),
  );
  return (
    <Modal
      open={open}
      title={`Cancel invoice ${invoice.invoiceNumber}?`}
      okText={cancel.isPending ? 'Cancelling...' : 'Issue Credit Note'}
      okButtonProps={{ disabled: cancel.isPending }}
      cancelText="Keep Invoice"
      onOk={() => cancel.mutate({ id: invoice.id, reason: reason.trim() || null })}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        A credit note for the whole invoice will be issued and numbered; the invoice itself stays on record, marked cancelled.
      </Typography.Paragraph>
      <Form layout="vertical" name="cancelInvoice">
        <Form.Item label="Reason (optional)" htmlFor="cancel-invoice-reason">
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
