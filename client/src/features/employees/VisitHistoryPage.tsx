import { PagePlaceholder } from '../../components/PagePlaceholder';

export function VisitHistoryPage() {
  return <PagePlaceholder title="Visit History" />;
}
