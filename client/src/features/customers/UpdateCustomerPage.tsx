import { FileAddOutlined, KeyOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../components/accessible-table';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate, formatRupees } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { useEditRecord } from '../../lib/record-form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { HistoryButton } from '../audit/HistoryButton';
import { PrintBillButton } from '../invoice/PrintBillButton';
import { useInvoicePrint } from '../invoice/use-invoice-print';
import { CustomerForm, type CustomerValues } from './CustomerForm';
import { CUSTOMERS } from './i18n';
import { AddPurchaseModal, EditPurchaseModal, type Purchase } from './PurchaseModal';
import { SendSignInModal } from './SendSignInModal';

type Customer = RouterOutputs['admin']['customers']['get'];

/** "Bill AQ-1041 — Kent Grand Plus RO": a purchase as the screen names it. */
const purchaseName = (t: TFunction<'customers'>, purchase: Purchase) =>
  t('update.purchaseName', { billNumber: purchase.billNumber, product: purchase.product.name });

/**
 * /update/customer/:id: the customer and their first purchase in one form; every purchase in
 * the table below, each printed, edited or removed on its own, and more can be added; and the
 * customer's sign-in to the portal, sent on WhatsApp.
 */
export function UpdateCustomerPage() {
  const { t } = useTranslation(CUSTOMERS);
  const { id = '' } = useParams();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Purchase>();
  const [sendingSignIn, setSendingSignIn] = useState(false);
  const invoice = useInvoicePrint();
  const purchasesCaption = useTableCaption(t('update.purchasesCard'));
  const purchasesRegion = useScrollableTableRegion(t('update.purchasesCard'));
  const edit = useEditRecord({
    get: trpc.admin.customers.get,
    update: trpc.admin.customers.update,
    formValues: formValuesOf,
    success: t('update.updated'),
    failure: t('update.updateFailed'),
    refreshes: 'customer',
  });
  // The server refuses to remove a purchase that visits name, or a customer's only purchase, and says why.
  const removePurchase = trpc.admin.customers.removeProduct.useMutation(
    useMutationFeedback()({ success: t('update.removed'), failure: t('update.removeFailed'), refreshes: 'customer' }),
  );

  const purchaseColumns = (customer: Customer): TableColumnsType<Purchase> => [
    { title: t('update.columns.product'), key: 'product', render: (_value, purchase) => purchase.product.name },
    { title: t('update.columns.billNumber'), dataIndex: 'billNumber', key: 'billNumber' },
    { title: t('update.columns.serialNumber'), key: 'serialNumber', render: (_value, purchase) => purchase.serialNumber ?? t('update.noSerialNumber') },
    { title: t('update.columns.invoiceDate'), key: 'invoiceDate', render: (_value, purchase) => formatDate(purchase.invoiceDate) },
    { title: t('update.columns.warrantyStart'), key: 'warrantyStartDate', render: (_value, purchase) => formatDate(purchase.warrantyStartDate) },
    { title: t('update.columns.warrantyEnd'), key: 'warrantyEndDate', render: (_value, purchase) => formatDate(purchase.warrantyEndDate) },
    { title: t('update.columns.price'), key: 'price', align: 'right', render: (_value, purchase) => formatRupees(purchase.price) },
    actionsColumn<Purchase>(
      (purchase) => ({
        name: t('update.rowName', { billNumber: purchase.billNumber }),
        onEdit: () => setEditing(purchase),
        onDelete: () => removePurchase.mutateAsync({ customerId: customer.id, customerProductId: purchase.id }),
        before: (
          <>
            <PrintBillButton
              customerId={customer.id}
              purchases={[purchase]}
              label={t('update.printBill', { billNumber: purchase.billNumber })}
              invoice={invoice}
            />
            <Tooltip title={t('update.newInvoice')}>
              <Link
                to={paths.admin.newInvoiceFor({ customerId: customer.id, customerProductId: purchase.id })}
                aria-label={t('update.newInvoiceFor', { billNumber: purchase.billNumber })}
              >
                <Button icon={<FileAddOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
            <Tooltip title={t('update.newAmc')}>
              <Link
                to={paths.admin.newAmcContractFor({ customerId: customer.id, customerProductId: purchase.id })}
                aria-label={t('update.newAmcFor', { billNumber: purchase.billNumber })}
              >
                <Button icon={<SafetyCertificateOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
          </>
        ),
      }),
      200,
    ),
  ];

  return (
    <Page title={t('update.pageTitle')} extra={<HistoryButton entity="customer" entityID={id} />}>
      <WhenLoaded query={edit.record} failure={t('update.loadFailed')}>
        {(customer) => {
          const first = customer.customerProduct[0];
          return (
            <>
              <Card
                title={t('update.formCard')}
                extra={
                  <Button icon={<KeyOutlined aria-hidden />} onClick={() => setSendingSignIn(true)}>
                    {t('update.sendSignIn')}
                  </Button>
                }
              >
                <CustomerForm
                  // A first purchase changed or removed in the table below starts the form afresh from
                  // what is saved, so Update never writes an old copy of it back.
                  key={first ? JSON.stringify(first) : 'no purchase'}
                  {...edit.form}
                  editing
                  submitLabel={t('updateButton')}
                  purchaseLabel={first && t('update.firstPurchase', { purchase: purchaseName(t, first) })}
                  productName={first?.product.name}
                  onSubmit={(fields) => edit.form.onSubmit({ ...fields, customerProductId: first?.id })}
                />
              </Card>
              <Card
                title={t('update.purchasesCard')}
                extra={
                  <Space wrap>
                    <Link to={paths.admin.customerStatement.to(customer.id)}>{t('update.statement')}</Link>
                    <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                      {t('update.addProduct')}
                    </Button>
                  </Space>
                }
              >
                <div ref={purchasesRegion}>
                  <Table<Purchase>
                    rowKey="id"
                    components={purchasesCaption}
                    columns={purchaseColumns(customer)}
                    dataSource={customer.customerProduct}
                    pagination={false}
                    scroll={{ x: 'max-content' }}
                    size="small"
                  />
                </div>
              </Card>
              <AddPurchaseModal customerId={customer.id} open={adding} onClose={() => setAdding(false)} />
              {sendingSignIn && (
                <SendSignInModal
                  customer={{ id: customer.id, fullname: customer.user.fullname }}
                  onClose={() => setSendingSignIn(false)}
                />
              )}
              {editing && (
                <EditPurchaseModal
                  key={editing.id}
                  customerId={customer.id}
                  purchase={editing}
                  onClose={() => setEditing(undefined)}
                />
              )}
            </>
          );
        }}
      </WhenLoaded>
      {invoice.printer}
    </Page>
  );
}

/** The form's starting values: the customer and their first purchase. Password starts blank. */
function formValuesOf(customer: Customer): Partial<CustomerValues> {
  const { fullname, phoneNumber, email, address, language } = customer.user;
  const purchase = customer.customerProduct[0];
  return {
    fullname,
    phoneNumber,
    email: email ?? '',
    address: address ?? '',
    gstin: customer.gstin ?? '',
    stateCode: customer.stateCode as CustomerValues['stateCode'],
    language,
    productId: purchase?.productID,
    price: purchase?.price,
    invoiceDate: purchase?.invoiceDate,
    billNumber: purchase?.billNumber,
    serialNumber: purchase?.serialNumber ?? '',
    warrantyStartDate: purchase?.warrantyStartDate,
    warrantyEndDate: purchase?.warrantyEndDate,
  };
}
