import { PagePlaceholder } from '../../components/PagePlaceholder';

export function UpdateEmployeePage() {
  return <PagePlaceholder title="Update Employee" />;
}
