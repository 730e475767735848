import { PagePlaceholder } from '../../components/PagePlaceholder';

export function EnquiriesPage() {
  return <PagePlaceholder title="Customer Enquiry" />;
}
