import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AdminsPage() {
  return <PagePlaceholder title="Admin Management" />;
}
