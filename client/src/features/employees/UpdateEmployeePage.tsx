import { useTranslation } from 'react-i18next';
import { EditPage } from '../../components/EditPage';
import { useEditRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import { EmployeeForm } from './EmployeeForm';
import { EMPLOYEES } from './i18n';

export function UpdateEmployeePage() {
  const { t } = useTranslation(EMPLOYEES);
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
    success: t('toasts.updated'),
    failure: t('toasts.updateFailed'),
    refreshes: 'employee',
  });
  return (
    <EditPage title={t('update.title')} record={edit.record} failure={t('toasts.getFailed')}>
      {() => <EmployeeForm {...edit.form} withPassword submitLabel={t('form.update')} />}
    </EditPage>
  );
}
