import { EMPLOYEE_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { EMPLOYEES } from './i18n';

type Employee = RouterOutputs['admin']['employees']['list']['items'][number];

export function EmployeesPage() {
  const { t } = useTranslation(EMPLOYEES);
  const employees = useResourceList(trpc.admin.employees.list, EMPLOYEE_SORT_FIELDS);
  const create = useCreateRecord(trpc.admin.employees.create, {
    success: t('toasts.created'),
    failure: t('toasts.createFailed'),
    refreshes: 'employee',
  });
  // A delete blocked by visits says so: "This employee still has 4 visits."
  const remove = useDeleteRecord(trpc.admin.employees.delete, {
    success: t('toasts.deleted'),
    failure: t('toasts.deleteFailed'),
    refreshes: 'employee',
  });

  const columns: DataColumns<Employee> = [
    { title: t('columns.name'), key: 'fullname', sorter: true, render: (_value, employee) => employee.user.fullname },
    { title: t('columns.phone'), key: 'phoneNumber', sorter: true, render: (_value, employee) => employee.user.phoneNumber || t('notAvailable') },
    { title: t('columns.email'), key: 'email', render: (_value, employee) => employee.user.email || t('notAvailable') },
    { title: t('columns.address'), key: 'address', render: (_value, employee) => employee.user.address || t('notAvailable') },
    {
      title: t('columns.visits'),
      key: 'visitCount',
      sorter: true,
      align: 'center',
      render: (_value, employee) => (
        <Link to={paths.admin.visitHistory.to(employee.id)} aria-label={t('visitsBy', { visits: employee.visitCount, name: employee.user.fullname })}>
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
    <Page title={t('page.title')}>
      <Card title={t('page.register')}>
        <EmployeeForm {...create} submitLabel={t('form.save')} />
      </Card>
      <Card title={t('page.list')} extra={<ExportCsvButton file="employees" list={employees} />}>
        <DataTable list={employees} label={t('page.label')} columns={columns} searchPlaceholder={t('page.search')} />
      </Card>
    </Page>
  );
}
