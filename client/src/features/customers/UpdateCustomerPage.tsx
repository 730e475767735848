import { FileAddOutlined, KeyOutlined, PlusOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
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
import { AddPurchaseModal, EditPurchaseModal, type Purchase } from './PurchaseModal';
import { SendSignInModal } from './SendSignInModal';

type Customer = RouterOutputs['admin']['customers']['get'];

/** "Bill AQ-1041 — Kent Grand Plus RO": a purchase as the screen names it. */
const purchaseName = (purchase: Purchase) => `Bill ${purchase.billNumber} — ${purchase.product.name}`;

/**
 * /update/customer/:id: the customer and their first purchase in one form; every purchase in
 * the table below, each printed, edited or removed on its own, and more can be added; and the
 * customer's sign-in to the portal, sent on WhatsApp.
 */
export function UpdateCustomerPage() {
  const { id = '' } = useParams();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Purchase>();
  const [sendingSignIn, setSendingSignIn] = useState(false);
  const invoice = useInvoicePrint();
  const purchasesCaption = useTableCaption('Purchases');
  const purchasesRegion = useScrollableTableRegion('Purchases');
  const edit = useEditRecord({
    get: trpc.admin.customers.get,
    update: trpc.admin.customers.update,
    formValues: formValuesOf,
    success: 'Customer updated successfully',
    failure: 'Failed to update customer',
    refreshes: 'customer',
  });
  // The server refuses to remove a purchase that visits name, or a customer's only purchase, and says why.
  const removePurchase = trpc.admin.customers.removeProduct.useMutation(
    useMutationFeedback()({ success: 'Purchase removed successfully', failure: 'Failed to remove purchase', refreshes: 'customer' }),
  );

  const purchaseColumns = (customer: Customer): TableColumnsType<Purchase> => [
    { title: 'Product', key: 'product', render: (_value, purchase) => purchase.product.name },
    { title: 'Bill No.', dataIndex: 'billNumber', key: 'billNumber' },
    { title: 'Serial No.', key: 'serialNumber', render: (_value, purchase) => purchase.serialNumber ?? '—' },
    { title: 'Invoice Date', key: 'invoiceDate', render: (_value, purchase) => formatDate(purchase.invoiceDate) },
    { title: 'Warranty Start', key: 'warrantyStartDate', render: (_value, purchase) => formatDate(purchase.warrantyStartDate) },
    { title: 'Warranty End', key: 'warrantyEndDate', render: (_value, purchase) => formatDate(purchase.warrantyEndDate) },
    { title: 'Price', key: 'price', align: 'right', render: (_value, purchase) => formatRupees(purchase.price) },
    actionsColumn<Purchase>(
      (purchase) => ({
        name: `bill ${purchase.billNumber}`,
        onEdit: () => setEditing(purchase),
        onDelete: () => removePurchase.mutateAsync({ customerId: customer.id, customerProductId: purchase.id }),
        before: (
          <>
            <PrintBillButton customerId={customer.id} purchases={[purchase]} label={`Print bill ${purchase.billNumber}`} invoice={invoice} />
            <Tooltip title="New Invoice">
              <Link
                to={paths.admin.newInvoiceFor({ customerId: customer.id, customerProductId: purchase.id })}
                aria-label={`New invoice for bill ${purchase.billNumber}`}
              >
                <Button icon={<FileAddOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
            <Tooltip title="New AMC">
              <Link
                to={paths.admin.newAmcContractFor({ customerId: customer.id, customerProductId: purchase.id })}
                aria-label={`New AMC for bill ${purchase.billNumber}`}
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
    <Page title="Update Customer" extra={<HistoryButton entity="customer" entityID={id} />}>
      <WhenLoaded query={edit.record} failure="Failed to get customer">
        {(customer) => {
          const first = customer.customerProduct[0];
          return (
            <>
              <Card
                title="Customer and First Purchase"
                extra={
                  <Button icon={<KeyOutlined aria-hidden />} onClick={() => setSendingSignIn(true)}>
                    Send sign-in
                  </Button>
                }
              >
                <CustomerForm
                  // A first purchase changed or removed in the table below starts the form afresh from
                  // what is saved, so Update never writes an old copy of it back.
                  key={first ? JSON.stringify(first) : 'no purchase'}
                  {...edit.form}
                  editing
                  submitLabel="Update"
                  purchaseLabel={first && `Purchase: ${purchaseName(first)} (first purchase)`}
                  productName={first?.product.name}
                  onSubmit={(fields) => edit.form.onSubmit({ ...fields, customerProductId: first?.id })}
                />
              </Card>
              <Card
                title="Purchases"
                extra={
                  <Space wrap>
                    <Link to={paths.admin.customerStatement.to(customer.id)}>Statement</Link>
                    <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                      Add another product
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
  const { fullname, phoneNumber, email, address } = customer.user;
  const purchase = customer.customerProduct[0];
  return {
    fullname,
    phoneNumber,
    email: email ?? '',
    address: address ?? '',
    gstin: customer.gstin ?? '',
    stateCode: customer.stateCode as CustomerValues['stateCode'],
    productId: purchase?.productID,
    price: purchase?.price,
    invoiceDate: purchase?.invoiceDate,
    billNumber: purchase?.billNumber,
    serialNumber: purchase?.serialNumber ?? '',
    warrantyStartDate: purchase?.warrantyStartDate,
    warrantyEndDate: purchase?.warrantyEndDate,
  };
}
