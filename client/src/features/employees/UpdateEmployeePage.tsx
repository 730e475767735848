import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { EmployeeForm } from './EmployeeForm';

export function UpdateEmployeePage() {
  const edit = useEditRecord({
    get: trpc.admin.employees.get,
    update: trpc.admin.employees.update,
    formValues: ({ user: { fullname, phoneNumber, email, address } }) => ({
      fullname,
      phoneNumber,
      email: email ?? '',
      address: address ?? '',
      password: '',
    }),
    success: 'Employee updated successfully',
    failure: 'Failed to update employee',
    refreshes: 'employee',
  });
  return (
    <EditPage title="Update Employee" record={edit.record} failure="Failed to get employee">
      {() => <EmployeeForm {...edit.form} withPassword submitLabel="Update" />}
    </EditPage>
  );
}
