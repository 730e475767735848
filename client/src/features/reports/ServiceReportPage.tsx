import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ServiceReportPage() {
  return <PagePlaceholder title="Service Report" />;
}
