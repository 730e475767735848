import { PagePlaceholder } from '../../components/PagePlaceholder';

export function UpdateProductPage() {
  return <PagePlaceholder title="Update Product" />;
}
