import { trpc } from '../../lib/trpc';
import { MemberHome } from './MemberHome';

export function EmployeeDashboardPage() {
  const home = trpc.employee.home.useQuery();
  return <MemberHome title="Employee Dashboard" note="This is your employee dashboard." query={home} />;
}
