import { PagePlaceholder } from '../../components/PagePlaceholder';

export function EmployeesPage() {
  return <PagePlaceholder title="Employees" />;
}
