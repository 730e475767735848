import { PagePlaceholder } from '../../components/PagePlaceholder';

export function AdminDashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
