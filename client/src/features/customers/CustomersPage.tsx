import { CUSTOMER_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
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
import { CUSTOMERS } from './i18n';
import { today } from './purchase-fields';

type Customer = RouterOutputs['admin']['customers']['list']['items'][number];
type Purchase = Customer['customerProduct'][number];

/** One line per purchase, so a customer with two products shows both. */
function perPurchase(t: TFunction<'customers'>, render: (purchase: Purchase) => string) {
  return (_value: unknown, customer: Customer) =>
    customer.customerProduct.length === 0 ? (
      t('notAvailable')
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
  const { t } = useTranslation(CUSTOMERS);
  const fromEnquiry = useSearchParams()[0].get('fromEnquiry');
  const invoice = useInvoicePrint();
  const customers = useResourceList(trpc.admin.customers.list, CUSTOMER_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.customers.create, {
    success: t('list.created'),
    failure: t('list.createFailed'),
    refreshes: 'customer',
  });
  const remove = useDeleteRecord(trpc.admin.customers.delete, {
    success: t('list.deleted'),
    failure: t('list.deleteFailed'),
    refreshes: 'customer',
  });

  const columns: DataColumns<Customer> = [
    { title: t('list.columns.name'), key: 'fullname', sorter: true, render: (_value, customer) => customer.user.fullname },
    { title: t('list.columns.phone'), key: 'phoneNumber', sorter: true, render: (_value, customer) => customer.user.phoneNumber || t('notAvailable') },
    { title: t('list.columns.address'), key: 'address', render: (_value, customer) => customer.user.address || t('notAvailable') },
    { title: t('list.columns.products'), key: 'products', render: perPurchase(t, (purchase) => purchase.product.name) },
    { title: t('list.columns.billNumber'), key: 'billNumber', render: perPurchase(t, (purchase) => purchase.billNumber) },
    { title: t('list.columns.invoiceDate'), key: 'invoiceDate', render: perPurchase(t, (purchase) => formatDate(purchase.invoiceDate)) },
    { title: t('list.columns.warrantyEnd'), key: 'warrantyEndDate', render: perPurchase(t, (purchase) => formatDate(purchase.warrantyEndDate)) },
    actionsColumn((customer) => ({
      name: customer.user.fullname,
      to: paths.admin.updateCustomer.to(customer.id),
      onDelete: () => remove(customer.id),
      after: (
        <PrintBillButton
          customerId={customer.id}
          purchases={customer.customerProduct}
          label={t('list.printInvoice', { name: customer.user.fullname })}
          invoice={invoice}
        />
      ),
    }), 160),
  ];

  return (
    <Page title={t('list.pageTitle')}>
      {fromEnquiry ? (
        <ConvertEnquiryCard enquiryId={fromEnquiry} />
      ) : (
        <Card title={t('list.registerCard')}>
          <CustomerForm {...create} submitLabel={t('save')} initialValues={{ invoiceDate: today(), language: 'en' }} />
        </Card>
      )}
      <Card title={t('list.listCard')} extra={<ImportExportButtons importTo={paths.admin.importCustomers} file="customers" list={customers} />}>
        <DataTable list={customers} label={t('list.label')} columns={columns} searchPlaceholder={t('list.search')} />
      </Card>
      {invoice.printer}
    </Page>
  );
}
