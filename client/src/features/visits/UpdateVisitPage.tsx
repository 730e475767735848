import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { EditPage } from '../../components/EditPage';
import { dayjs } from '../../lib/dayjs';
import { useEditRecord } from '../../lib/record-form';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { HistoryButton } from '../audit/HistoryButton';
import { VisitBalancePanel } from '../billing/payments/VisitBalancePanel';
import { VISITS } from './i18n';
import { visitInputOf } from './visit-actions';
import { VisitForm, type VisitFormValues } from './VisitForm';

type Visit = RouterOutputs['admin']['visits']['get'];

function formValuesOf(saved: Visit): VisitFormValues {
  return {
    ...visitInputOf(saved),
    serviceDiscription: saved.serviceDiscription ?? '',
    serviceAddress: saved.serviceAddress ?? '',
    visitDate: dayjs(saved.visitDate),
    installationDate: saved.installationDate ? dayjs(saved.installationDate, 'YYYY-MM-DD') : null,
  };
}

const person = (who: { user: { fullname: string; phoneNumber: string } }) => `${who.user.fullname} (${who.user.phoneNumber})`;

export function UpdateVisitPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(VISITS);
  const edit = useEditRecord({
    get: trpc.admin.visits.get,
    update: trpc.admin.visits.update,
    formValues: formValuesOf,
    success: t('toasts.updated'),
    failure: t('toasts.updateFailed'),
    refreshes: 'visit',
  });
  return (
    <EditPage
      title={t('update.title')}
      extra={<HistoryButton entity="visit" entityID={id} />}
      record={edit.record}
      failure={t('toasts.getFailed')}
    >
      {(saved) => (
        <>
          <VisitForm
            {...edit.form}
            submitLabel={t('form.update')}
            showCompleted
            customerLabel={person(saved.customer)}
            employeeLabel={saved.employee ? person(saved.employee) : undefined}
          />
          <VisitBalancePanel visitId={saved.id} customerId={saved.customerID} />
        </>
      )}
    </EditPage>
  );
}
