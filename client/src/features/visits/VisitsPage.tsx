import { PagePlaceholder } from '../../components/PagePlaceholder';

export function VisitsPage() {
  return <PagePlaceholder title="Visit Management" />;
}
