import { Card, Form } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../components/Page';
import { WhenLoaded } from '../../components/WhenLoaded';
import { dayjs } from '../../lib/dayjs';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { VisitForm, type VisitFormValues } from './VisitForm';

export function UpdateVisitPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const feedback = useMutationFeedback();
  const [form] = Form.useForm<VisitFormValues>();
  const utils = trpc.useUtils();
  const visit = trpc.admin.visits.get.useQuery({ id });
  useEffect(() => {
    const saved = visit.data;
    if (!saved) return;
    form.setFieldsValue({
      customerID: saved.customerID,
      employeeID: saved.employeeID,
      customerProductId: saved.customerProductId,
      serviceDiscription: saved.serviceDiscription ?? '',
      serviceCharges: saved.serviceCharges,
      serviceAddress: saved.serviceAddress ?? '',
      visitDate: dayjs(saved.visitDate),
      installationDate: saved.installationDate ? dayjs(saved.installationDate, 'YYYY-MM-DD') : null,
      autoVisitTime: saved.autoVisitTime,
      // CANCELLED is not a form choice (spec §4): such a visit is saved as PENDING unless changed.
      PaymentStatus: saved.PaymentStatus === 'PAID' ? 'PAID' : 'PENDING',
      isDone: saved.isDone,
    });
  }, [visit.data, form]);

  const update = trpc.admin.visits.update.useMutation(
    feedback({
      success: 'Visit updated successfully',
      failure: 'Failed to update visit',
      after: async () => {
        await Promise.all([utils.admin.visits.invalidate(), utils.admin.dashboard.invalidate(), utils.admin.employees.invalidate()]);
        // Spec §2: after a visit edit the app goes back one page.
        await navigate(-1);
      },
    }),
  );

  const person = (who: { user: { fullname: string; phoneNumber: string } } | undefined) =>
    who ? `${who.user.fullname} (${who.user.phoneNumber})` : undefined;

  return (
    <Page title="Update Visit">
      <Card>
        <WhenLoaded query={visit} failure="Failed to get visit">
          {(saved) => (
            <VisitForm
              form={form}
              saving={update.isPending}
              submitLabel="Update"
              showCompleted
              customerLabel={person(saved.customer)}
              employeeLabel={person(saved.employee)}
              onSubmit={(data) => update.mutateAsync({ id, data })}
            />
          )}
        </WhenLoaded>
      </Card>
    </Page>
  );
}
