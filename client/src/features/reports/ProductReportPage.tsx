import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ProductReportPage() {
  return <PagePlaceholder title="Product Report" />;
}
