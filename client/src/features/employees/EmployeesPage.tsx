import { Card, Form } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EmployeeForm, type EmployeeFormValues } from './EmployeeForm';

const SORT_FIELDS = ['fullname', 'phoneNumber', 'visitCount', 'createdAt'] as const;

type Employee = RouterOutputs['admin']['employees']['list']['items'][number];

export function EmployeesPage() {
  const [form] = Form.useForm<EmployeeFormValues>();
  const feedback = useMutationFeedback();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const employees = trpc.admin.employees.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.employees.invalidate();

  const create = trpc.admin.employees.create.useMutation(
    feedback({ success: 'Employee created successfully', failure: 'Failed to create employee', resetForm: form, after: refresh }),
  );
  // A delete blocked by visits says so: "This employee still has 4 visits."
  const remove = trpc.admin.employees.delete.useMutation(
    feedback({ success: 'Employee deleted successfully', failure: 'Failed to delete employee', after: refresh }),
  );

  const columns: DataColumns<Employee> = [
    { title: 'Name', key: 'fullname', sorter: true, render: (_value, employee) => employee.user.fullname },
    { title: 'Phone', key: 'phoneNumber', sorter: true, render: (_value, employee) => employee.user.phoneNumber || 'N/A' },
    { title: 'Email', key: 'email', render: (_value, employee) => employee.user.email || 'N/A' },
    { title: 'Address', key: 'address', render: (_value, employee) => employee.user.address || 'N/A' },
    {
      title: 'Total Visits',
      key: 'visitCount',
      sorter: true,
      align: 'center',
      render: (_value, employee) => (
        <Link to={paths.admin.visitHistory.to(employee.id)} aria-label={`${employee.visitCount} visits by ${employee.user.fullname}`}>
          {employee.visitCount}
        </Link>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_value, employee) => (
        <RowActions
          name={employee.user.fullname}
          to={paths.admin.updateEmployee.to(employee.id)}
          onDelete={() => remove.mutateAsync({ id: employee.id })}
        />
      ),
    },
  ];

  return (
    <Page title="Employee">
      <Card title="Register Employee">
        <EmployeeForm form={form} saving={create.isPending} submitLabel="Save" onSubmit={(fields) => create.mutateAsync(fields)} />
      </Card>
      <Card title="Employees">
        <DataTable
          label="employees"
          columns={columns}
          data={employees.data}
          loading={employees.isFetching}
          list={list}
          searchPlaceholder="Search employees"
        />
      </Card>
    </Page>
  );
}
