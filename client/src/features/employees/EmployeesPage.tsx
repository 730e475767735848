import { EMPLOYEE_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EmployeeForm } from './EmployeeForm';

type Employee = RouterOutputs['admin']['employees']['list']['items'][number];

export function EmployeesPage() {
  const employees = useResourceList(trpc.admin.employees.list, EMPLOYEE_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.employees.create, {
    success: 'Employee created successfully',
    failure: 'Failed to create employee',
    refreshes: 'employee',
  });
  // A delete blocked by visits says so: "This employee still has 4 visits."
  const remove = useDeleteRecord(trpc.admin.employees.delete, {
    success: 'Employee deleted successfully',
    failure: 'Failed to delete employee',
    refreshes: 'employee',
  });

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
    actionsColumn((employee) => ({
      name: employee.user.fullname,
      to: paths.admin.updateEmployee.to(employee.id),
      onDelete: () => remove(employee.id),
    })),
  ];

  return (
    <Page title="Employee">
      <Card title="Register Employee">
        <EmployeeForm {...create} submitLabel="Save" />
      </Card>
      <Card title="Employees" extra={<ExportCsvButton file="employees" list={employees} />}>
        <DataTable list={employees} label="employees" columns={columns} searchPlaceholder="Search employees" />
      </Card>
    </Page>
  );
}
