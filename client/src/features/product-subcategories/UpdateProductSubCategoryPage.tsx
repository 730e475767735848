import { PagePlaceholder } from '../../components/PagePlaceholder';

export function UpdateProductSubCategoryPage() {
  return <PagePlaceholder title="Update Product Sub Category" />;
}
