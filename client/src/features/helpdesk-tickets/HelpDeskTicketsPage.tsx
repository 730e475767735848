import { PagePlaceholder } from '../../components/PagePlaceholder';

export function HelpDeskTicketsPage() {
  return <PagePlaceholder title="Help Desk Tickets" />;
}
