import { Alert, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { CustomerForm, type CustomerValues } from './CustomerForm';
import { CUSTOMERS } from './i18n';
import { today } from './purchase-fields';

type Enquiry = RouterOutputs['admin']['enquiries']['get'];

/** The customer form's starting values from an enquiry: who asked, where, and what they asked about as the purchase. */
function formValuesOf(enquiry: Enquiry): Partial<CustomerValues> {
  return {
    fullname: enquiry.name,
    phoneNumber: enquiry.phoneNumber,
    address: enquiry.address ?? '',
    invoiceDate: today(),
    language: 'en',
    ...(enquiry.product && { productId: enquiry.product.id, price: enquiry.product.price }),
  };
}

/**
 * Create Order's form filled from an enquiry (/customer?fromEnquiry=<id>): saving the customer
 * marks the enquiry converted to them, in the same request, and returns to the enquiries.
 */
export function ConvertEnquiryCard({ enquiryId }: { enquiryId: string }) {
  const { t } = useTranslation(CUSTOMERS);
  const navigate = useNavigate();
  const enquiry = trpc.admin.enquiries.get.useQuery({ id: enquiryId });
  const create = trpc.admin.customers.create.useMutation(
    useMutationFeedback()({
      success: t('list.created'),
      failure: t('list.createFailed'),
      refreshes: 'customer',
      after: () => navigate(paths.admin.enquiries),
    }),
  );
  return (
    <Card title={t('convert.title')} extra={<Link to={paths.admin.customers}>{t('convert.registerAnother')}</Link>}>
      <WhenLoaded query={enquiry} failure={t('convert.loadFailed')}>
        {(asked) =>
          asked.convertedCustomerId ? (
            <Alert
              type="info"
              showIcon
              title={t('convert.alreadyConverted', { name: asked.name })}
              action={<Link to={paths.admin.updateCustomer.to(asked.convertedCustomerId)}>{t('convert.openCustomer')}</Link>}
            />
          ) : (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={t('convert.fromEnquiry', { name: asked.name, date: formatDate(asked.createdAt) })}
                description={asked.message ?? undefined}
              />
              <CustomerForm
                key={asked.id}
                saving={create.isPending}
                onSubmit={(fields) => create.mutateAsync({ ...fields, fromEnquiryId: asked.id })}
                submitLabel={t('save')}
                initialValues={formValuesOf(asked)}
                productName={asked.product?.name}
              />
            </>
          )
        }
      </WhenLoaded>
    </Card>
  );
}
