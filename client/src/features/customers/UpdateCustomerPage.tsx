import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Result, Spin, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { formatDate, formatRupees } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { AddPurchaseModal } from './AddPurchaseModal';
import { CustomerForm, type CustomerFormValues } from './CustomerForm';

type Purchase = RouterOutputs['admin']['customers']['get']['customerProduct'][number];

const purchaseColumns: TableColumnsType<Purchase> = [
  { title: 'Product', key: 'product', render: (_value, purchase) => purchase.product.name },
  { title: 'Bill No.', dataIndex: 'billNumber', key: 'billNumber' },
  { title: 'Invoice Date', key: 'invoiceDate', render: (_value, purchase) => formatDate(purchase.invoiceDate) },
  { title: 'Warranty Start', key: 'warrantyStartDate', render: (_value, purchase) => formatDate(purchase.warrantyStartDate) },
  { title: 'Warranty End', key: 'warrantyEndDate', render: (_value, purchase) => formatDate(purchase.warrantyEndDate) },
  { title: 'Price', key: 'price', align: 'right', render: (_value, purchase) => formatRupees(purchase.price) },
];

/** /update/customer/:id: the customer and their first purchase; more purchases can be added. */
export function UpdateCustomerPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const [form] = Form.useForm<CustomerFormValues>();
  const [adding, setAdding] = useState(false);
  const utils = trpc.useUtils();
  const customer = trpc.admin.customers.get.useQuery({ id });
  const firstPurchase = customer.data?.customerProduct[0];

  const update = trpc.admin.customers.update.useMutation(
    feedback({
      success: 'Customer updated successfully',
      failure: 'Failed to update customer',
      after: async () => {
        await utils.admin.customers.invalidate();
        // Spec §2: after a customer edit the app goes back one page.
        await navigate(-1);
      },
    }),
  );

  const submit = (fields: CustomerFormValues) =>
    update.mutateAsync({
      id,
      data: {
        ...fields,
        productId: fields.productId ?? '',
        invoiceDate: fields.invoiceDate ?? '',
        billNumber: fields.billNumber ?? '',
        ...(firstPurchase ? { customerProductId: firstPurchase.id } : {}),
      },
    });

  return (
    <Page title="Update Customer">
      {customer.isPending ? (
        <Card>
          <Spin />
        </Card>
      ) : customer.isError ? (
        <Card>
          <Result status="warning" title={errorMessage(customer.error, 'Failed to get customer')} />
        </Card>
      ) : (
        <>
          <Card title="Customer and First Purchase">
            <CustomerForm
              form={form}
              editing
              saving={update.isPending}
              submitLabel="Update"
              productName={firstPurchase?.product.name}
              initialValues={formValuesOf(customer.data)}
              onSubmit={submit}
            />
          </Card>
          <Card
            title="Purchases"
            extra={
              <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Add another product
              </Button>
            }
          >
            <Table<Purchase>
              rowKey="id"
              columns={purchaseColumns}
              dataSource={customer.data.customerProduct}
              pagination={false}
              scroll={{ x: 'max-content' }}
              size="small"
            />
          </Card>
          <AddPurchaseModal customerId={id} open={adding} onClose={() => setAdding(false)} />
        </>
      )}
    </Page>
  );
}

/** The form's starting values: the customer and their first purchase. Password starts blank. */
function formValuesOf(customer: RouterOutputs['admin']['customers']['get']): CustomerFormValues {
  const { fullname, phoneNumber, email, address } = customer.user;
  const purchase = customer.customerProduct[0];
  return {
    fullname,
    phoneNumber,
    email: email ?? '',
    address: address ?? '',
    productId: purchase?.productID,
    price: purchase?.price,
    invoiceDate: purchase?.invoiceDate,
    billNumber: purchase?.billNumber,
    warrantyStartDate: purchase?.warrantyStartDate,
    warrantyEndDate: purchase?.warrantyEndDate,
  };
}
