import { Form, Modal, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SaveForm } from '../../components/SaveForm';
import { useMutationFeedback } from '../../lib/notify';
import { useCreateRecord, type SaveProps } from '../../lib/record-form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { CUSTOMERS } from './i18n';
import { PurchaseFields, today, usePurchaseAutofill, type PurchaseValues } from './purchase-fields';

export type Purchase = RouterOutputs['admin']['customers']['get']['customerProduct'][number];

type PurchaseModalProps = SaveProps<PurchaseValues> & {
  /** The form's name, which its fields' ids start with. */
  name: string;
  title: string;
  okText: string;
  /** The form's starting values; read when the dialog is first shown. */
  initialValues: Partial<PurchaseValues>;
  /** The current product's name, shown before the pick list has loaded it. */
  productName?: string | undefined;
  /** Empty the form once saved (a new purchase), ready for the next. */
  resetOnSave?: boolean;
  open: boolean;
  onClose: () => void;
};

/** One purchase's form in a dialog, its OK button saving it: adding a purchase or editing one. */
function PurchaseModal({ name, title, okText, initialValues, productName, open, onClose, ...save }: PurchaseModalProps) {
  const { t } = useTranslation(CUSTOMERS);
  const [form] = Form.useForm<PurchaseValues>();
  const autofill = usePurchaseAutofill(form);
  return (
    <Modal
      open={open}
      title={title}
      okText={save.saving ? t('saving') : okText}
      okButtonProps={{ disabled: save.saving }}
      cancelButtonProps={{ disabled: save.saving }}
      onOk={() => form.submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
      width={720}
    >
      <SaveForm {...save} form={form} name={name} onValuesChange={autofill} initialValues={initialValues}>
        <Row gutter={16}>
          <PurchaseFields form={form} productName={productName} span={{ xs: 24, md: 12 }} />
        </Row>
      </SaveForm>
    </Modal>
  );
}

interface AddPurchaseModalProps {
  customerId: string;
  open: boolean;
  onClose: () => void;
}

/** "Add another product": one more purchase for a customer, with its own bill and warranty. */
export function AddPurchaseModal({ customerId, open, onClose }: AddPurchaseModalProps) {
  const { t } = useTranslation(CUSTOMERS);
  const add = useCreateRecord(trpc.admin.customers.addProduct, {
    success: t('purchaseModal.added'),
    failure: t('purchaseModal.addFailed'),
    refreshes: 'customer',
    after: onClose,
  });
  return (
    <PurchaseModal
      {...add}
      onSubmit={(data) => add.onSubmit({ customerId, data })}
      name="addPurchase"
      title={t('purchaseModal.addTitle')}
      okText={t('purchaseModal.addOk')}
      initialValues={{ invoiceDate: today() }}
      open={open}
      onClose={onClose}
    />
  );
}

interface EditPurchaseModalProps {
  customerId: string;
  /** The purchase being edited; the dialog is shown while there is one. */
  purchase: Purchase;
  onClose: () => void;
}

/** Edits one of a customer's purchases: its product, price, bill, serial number and warranty. */
export function EditPurchaseModal({ customerId, purchase, onClose }: EditPurchaseModalProps) {
  const { t } = useTranslation(CUSTOMERS);
  const update = trpc.admin.customers.updateProduct.useMutation(
    useMutationFeedback()({
      success: t('purchaseModal.updated'),
      failure: t('purchaseModal.updateFailed'),
      refreshes: 'customer',
      after: onClose,
    }),
  );
  const { productID, price, invoiceDate, billNumber, serialNumber, warrantyStartDate, warrantyEndDate } = purchase;
  return (
    <PurchaseModal
      saving={update.isPending}
      onSubmit={(data) => update.mutateAsync({ customerId, customerProductId: purchase.id, data })}
      name="editPurchase"
      title={t('purchaseModal.editTitle', { billNumber })}
      okText={t('updateButton')}
      initialValues={{ productId: productID, price, invoiceDate, billNumber, serialNumber: serialNumber ?? '', warrantyStartDate, warrantyEndDate }}
      productName={purchase.product.name}
      open
      onClose={onClose}
    />
  );
}
