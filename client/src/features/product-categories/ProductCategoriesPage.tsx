import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ProductCategoriesPage() {
  return <PagePlaceholder title="Product Category" />;
}
