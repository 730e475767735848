import { PagePlaceholder } from '../../components/PagePlaceholder';

export function UpdateCustomerPage() {
  return <PagePlaceholder title="Update Customer" />;
}
