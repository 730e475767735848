import { PrinterOutlined } from '@ant-design/icons';
import { Button, Card, Form, Tooltip } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useInvoicePrint } from '../invoice/use-invoice-print';
import { CustomerForm, type CustomerFormValues } from './CustomerForm';
import { today } from './purchase-fields';

const SORT_FIELDS = ['fullname', 'phoneNumber', 'createdAt'] as const;

type Customer = RouterOutputs['admin']['customers']['list']['items'][number];
type Purchase = Customer['customerProduct'][number];

/** One line per purchase, so a customer with two products shows both. */
function perPurchase(render: (purchase: Purchase) => string) {
  return (_value: unknown, customer: Customer) =>
    customer.customerProduct.length === 0 ? (
      'N/A'
    ) : (
      <div className="customer-purchases">
        {customer.customerProduct.map((purchase) => (
          <div key={purchase.id}>{render(purchase)}</div>
        ))}
      </div>
    );
}

export function CustomersPage() {
  const [form] = Form.useForm<CustomerFormValues>();
  const feedback = useMutationFeedback();
  const invoice = useInvoicePrint();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const customers = trpc.admin.customers.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.customers.invalidate();

  const create = trpc.admin.customers.create.useMutation(
    feedback({ success: 'Customer created successfully', failure: 'Failed to create customer', resetForm: form, after: refresh }),
  );
  const remove = trpc.admin.customers.delete.useMutation(
    feedback({ success: 'Customer deleted successfully', failure: 'Failed to delete customer', after: refresh }),
  );

  const columns: DataColumns<Customer> = [
    { title: 'Name', key: 'fullname', sorter: true, render: (_value, customer) => customer.user.fullname },
    { title: 'Phone', key: 'phoneNumber', sorter: true, render: (_value, customer) => customer.user.phoneNumber || 'N/A' },
    { title: 'Address', key: 'address', render: (_value, customer) => customer.user.address || 'N/A' },
    { title: 'Products', key: 'products', render: perPurchase((purchase) => purchase.product.name) },
    { title: 'Bill No.', key: 'billNumber', render: perPurchase((purchase) => purchase.billNumber) },
    { title: 'Invoice Date', key: 'invoiceDate', render: perPurchase((purchase) => formatDate(purchase.invoiceDate)) },
    { title: 'Warranty End', key: 'warrantyEndDate', render: perPurchase((purchase) => formatDate(purchase.warrantyEndDate)) },
    {
      title: 'Actions',
      key: 'actions',
      width: 160,
      render: (_value, customer) => (
        <RowActions
          name={customer.user.fullname}
          to={paths.admin.updateCustomer.to(customer.id)}
          onDelete={() => remove.mutateAsync({ id: customer.id })}
          after={
            <Tooltip title="Print Invoice">
              <Button
                icon={<PrinterOutlined />}
                aria-label={`Print invoice of ${customer.user.fullname}`}
                loading={invoice.loadingId === customer.id}
                disabled={customer.customerProduct.length === 0}
                onClick={() => void invoice.print(customer.id)}
              />
            </Tooltip>
          }
        />
      ),
    },
  ];

  return (
    <Page title="Create Order">
      <Card title="Register Customer">
        <CustomerForm
          form={form}
          saving={create.isPending}
          submitLabel="Save"
          initialValues={{ invoiceDate: today() }}
          onSubmit={(fields) => create.mutateAsync(toCreateInput(fields))}
        />
      </Card>
      <Card title="Customers">
        <DataTable
          label="customers"
          columns={columns}
          data={customers.data}
          loading={customers.isFetching}
          list={list}
          searchPlaceholder="Search customers"
        />
      </Card>
      {invoice.printer}
    </Page>
  );
}

/** The form's values as the create call takes them (the form's rules have checked each one). */
function toCreateInput(fields: CustomerFormValues) {
  return {
    ...fields,
    productId: fields.productId ?? '',
    invoiceDate: fields.invoiceDate ?? '',
    billNumber: fields.billNumber ?? '',
  };
}
