import { trpc } from '../../lib/trpc';
import { MemberHome } from './MemberHome';

export function CustomerDashboardPage() {
  const home = trpc.customer.home.useQuery();
  return <MemberHome title="Customer Dashboard" note="This is your customer dashboard." query={home} />;
}
