import { PagePlaceholder } from '../../components/PagePlaceholder';

export function UpdateProductCategoryPage() {
  return <PagePlaceholder title="Update Product Category" />;
}
