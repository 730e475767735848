import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { EmployeeForm, type EmployeeFormValues } from './EmployeeForm';

export function UpdateEmployeePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const [form] = Form.useForm<EmployeeFormValues>();
  const utils = trpc.useUtils();
  const employee = trpc.admin.employees.get.useQuery({ id });
  useEffect(() => {
    if (!employee.data) return;
    const { fullname, phoneNumber, email, address } = employee.data.user;
    form.setFieldsValue({ fullname, phoneNumber, email: email ?? '', address: address ?? '', password: '' });
  }, [employee.data, form]);

  const update = trpc.admin.employees.update.useMutation(
    feedback({
      success: 'Employee updated successfully',
      failure: 'Failed to update employee',
      after: async () => {
        await utils.admin.employees.invalidate();
        // Spec §2: after an employee edit the app goes back one page.
        await navigate(-1);
      },
    }),
  );

  return (
    <Page title="Update Employee">
      <Card>
        <WhenLoaded query={employee} failure="Failed to get employee">
          {() => (
            <EmployeeForm
              form={form}
              withPassword
              saving={update.isPending}
              submitLabel="Update"
              onSubmit={(data) => update.mutateAsync({ id, data })}
            />
          )}
        </WhenLoaded>
      </Card>
    </Page>
  );
}
