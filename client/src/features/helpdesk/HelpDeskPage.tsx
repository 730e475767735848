import { PagePlaceholder } from '../../components/PagePlaceholder';

export function HelpDeskPage() {
  return <PagePlaceholder title="Help Desk" />;
}
