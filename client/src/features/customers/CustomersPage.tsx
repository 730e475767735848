import { CUSTOMER_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ImportExportButtons } from '../../components/ImportExportButtons';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { PrintBillButton } from '../invoice/PrintBillButton';
import { useInvoicePrint } from '../invoice/use-invoice-print';
import { ConvertEnquiryCard } from './ConvertEnquiryCard';
import { CustomerForm } from './CustomerForm';
import { today } from './purchase-fields';

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

/** /customer, Create Order: a new customer with their first purchase; ?fromEnquiry=<id> fills the form from an enquiry. */
export function CustomersPage() {
  const fromEnquiry = useSearchParams()[0].get('fromEnquiry');
  const invoice = useInvoicePrint();
  const customers = useResourceList(trpc.admin.customers.list, CUSTOMER_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.customers.create, {
    success: 'Customer created successfully',
    failure: 'Failed to create customer',
    refreshes: 'customer',
  });
  const remove = useDeleteRecord(trpc.admin.customers.delete, {
    success: 'Customer deleted successfully',
    failure: 'Failed to delete customer',
    refreshes: 'customer',
  });

  const columns: DataColumns<Customer> = [
    { title: 'Name', key: 'fullname', sorter: true, render: (_value, customer) => customer.user.fullname },
    { title: 'Phone', key: 'phoneNumber', sorter: true, render: (_value, customer) => customer.user.phoneNumber || 'N/A' },
    { title: 'Address', key: 'address', render: (_value, customer) => customer.user.address || 'N/A' },
    { title: 'Products', key: 'products', render: perPurchase((purchase) => purchase.product.name) },
    { title: 'Bill No.', key: 'billNumber', render: perPurchase((purchase) => purchase.billNumber) },
    { title: 'Invoice Date', key: 'invoiceDate', render: perPurchase((purchase) => formatDate(purchase.invoiceDate)) },
    { title: 'Warranty End', key: 'warrantyEndDate', render: perPurchase((purchase) => formatDate(purchase.warrantyEndDate)) },
    actionsColumn((customer) => ({
      name: customer.user.fullname,
      to: paths.admin.updateCustomer.to(customer.id),
      onDelete: () => remove(customer.id),
      after: (
        <PrintBillButton
          customerId={customer.id}
          purchases={customer.customerProduct}
          label={`Print invoice of ${customer.user.fullname}`}
          invoice={invoice}
        />
      ),
    }), 160),
  ];

  return (
    <Page title="Create Order">
      {fromEnquiry ? (
        <ConvertEnquiryCard enquiryId={fromEnquiry} />
      ) : (
        <Card title="Register Customer">
          <CustomerForm {...create} submitLabel="Save" initialValues={{ invoiceDate: today() }} />
        </Card>
      )}
      <Card title="Customers" extra={<ImportExportButtons importTo={paths.admin.importCustomers} file="customers" list={customers} />}>
        <DataTable list={customers} label="customers" columns={columns} searchPlaceholder="Search customers" />
      </Card>
      {invoice.printer}
    </Page>
  );
}
