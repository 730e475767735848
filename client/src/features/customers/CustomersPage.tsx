import { PagePlaceholder } from '../../components/PagePlaceholder';

export function CustomersPage() {
  return <PagePlaceholder title="Customers" />;
}
