import { PagePlaceholder } from '../../components/PagePlaceholder';

export function ProductSubCategoriesPage() {
  return <PagePlaceholder title="Product Sub Category" />;
}
