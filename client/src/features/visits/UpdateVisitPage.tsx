import { PagePlaceholder } from '../../components/PagePlaceholder';

export function UpdateVisitPage() {
  return <PagePlaceholder title="Update Visit" />;
}
