import { Alert, Card } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { WhenLoaded } from '../../components/WhenLoaded';
import { formatDate } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { CustomerForm, type CustomerValues } from './CustomerForm';
import { today } from './purchase-fields';

type Enquiry = RouterOutputs['admin']['enquiries']['get'];

/** The customer form's starting values from an enquiry: who asked, where, and what they asked about as the purchase. */
function formValuesOf(enquiry: Enquiry): Partial<CustomerValues> {
  return {
    fullname: enquiry.name,
    phoneNumber: enquiry.phoneNumber,
    address: enquiry.address ?? '',
    invoiceDate: today(),
    ...(enquiry.product && { productId: enquiry.product.id, price: enquiry.product.price }),
  };
}

/**
 * Create Order's form filled from an enquiry (/customer?fromEnquiry=<id>): saving the customer
 * marks the enquiry converted to them, in the same request, and returns to the enquiries.
 */
export function ConvertEnquiryCard({ enquiryId }: { enquiryId: string }) {
  const navigate = useNavigate();
  const enquiry = trpc.admin.enquiries.get.useQuery({ id: enquiryId });
  const create = trpc.admin.customers.create.useMutation(
    useMutationFeedback()({
      success: 'Customer created successfully',
      failure: 'Failed to create customer',
      refreshes: 'customer',
      after: () => navigate(paths.admin.enquiries),
    }),
  );
  return (
    <Card title="Convert Enquiry to Customer" extra={<Link to={paths.admin.customers}>Register another customer</Link>}>
      <WhenLoaded query={enquiry} failure="Failed to get enquiry">
        {(asked) =>
          asked.convertedCustomerId ? (
            <Alert
              type="info"
              showIcon
              title={`The enquiry of ${asked.name} is already converted to a customer.`}
              action={<Link to={paths.admin.updateCustomer.to(asked.convertedCustomerId)}>Open customer</Link>}
            />
          ) : (
            <>
              <Alert
                type="info"
                showIcon
                style={{ marginBottom: 16 }}
                title={`From the enquiry of ${asked.name} on ${formatDate(asked.createdAt)}`}
                description={asked.message ?? undefined}
              />
              <CustomerForm
                key={asked.id}
                saving={create.isPending}
                onSubmit={(fields) => create.mutateAsync({ ...fields, fromEnquiryId: asked.id })}
                submitLabel="Save"
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
