import { Form, Modal, Row } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { PurchaseFields, today, usePurchaseAutofill, type PurchaseFormValues } from './purchase-fields';

interface AddPurchaseModalProps {
  customerId: string;
  open: boolean;
  onClose: () => void;
}

/** "Add another product": one more purchase for a customer, with its own bill and warranty. */
export function AddPurchaseModal({ customerId, open, onClose }: AddPurchaseModalProps) {
  const [form] = Form.useForm<PurchaseFormValues>();
  const feedback = useMutationFeedback();
  const utils = trpc.useUtils();
  const autofill = usePurchaseAutofill(form);
  const add = trpc.admin.customers.addProduct.useMutation(
    feedback({
      success: 'Product added successfully',
      failure: 'Failed to add product',
      resetForm: form,
      after: async () => {
        onClose();
        await utils.admin.customers.invalidate();
      },
    }),
  );

  const submit = (fields: PurchaseFormValues) =>
    add.mutateAsync({
      customerId,
      data: { ...fields, productId: fields.productId ?? '', invoiceDate: fields.invoiceDate ?? '', billNumber: fields.billNumber ?? '' },
    });

  return (
    <Modal
      open={open}
      title="Add Another Product"
      okText={add.isPending ? 'Saving...' : 'Add Product'}
      okButtonProps={{ disabled: add.isPending }}
      cancelButtonProps={{ disabled: add.isPending }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
      width={720}
    >
      <SaveForm
        form={form}
        name="addPurchase"
        layout="vertical"
        onFinish={submit}
        onValuesChange={autofill}
        initialValues={{ invoiceDate: today() }}
        saving={add.isPending}
        requiredMark={false}
      >
        <Row gutter={16}>
          <PurchaseFields form={form} span={{ xs: 24, md: 12 }} />
        </Row>
      </SaveForm>
    </Modal>
  );
}
