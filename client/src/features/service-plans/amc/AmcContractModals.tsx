import { amcChangeFields, renewAmcInput, renewalPeriod } from '@sevak/shared';
import { Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { MoneyInput } from '../../../components/NumberInput';
import { SaveForm } from '../../../components/SaveForm';
import { SearchSelect } from '../../../components/SearchSelect';
import { zodRule } from '../../../lib/form-rules';
import { formatDate, formatRupees } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useEmployeeOptions } from '../../visits/visit-options';
import { SERVICE_PLANS } from '../i18n';

type Contract = RouterOutputs['admin']['amc']['get'];

interface ContractModalProps {
  contract: Contract;
  open: boolean;
  onClose: () => void;
}

interface ChangeValues {
  price: number | string | null;
  employeeID: string | null | undefined;
}

/** Change price or technician: the technician given takes the contract's visits still to come. */
export function ChangeAmcModal({ contract, open, onClose }: ContractModalProps) {
  const { t } = useTranslation(SERVICE_PLANS);
  const [form] = Form.useForm<ChangeValues>();
  const update = trpc.admin.amc.update.useMutation(
    useMutationFeedback()({ success: t('amc.change.success'), failure: t('amc.change.failure'), refreshes: 'amc', after: onClose }),
  );
  return (
    <Modal
      open={open}
      title={t('amc.change.title')}
      okText={update.isPending ? t('saving') : t('save')}
      okButtonProps={{ disabled: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <SaveForm<ChangeValues>
        form={form}
        name="changeAmc"
        saving={update.isPending}
        initialValues={{ price: contract.price, employeeID: contract.employee?.id ?? null }}
        onSubmit={(values) => update.mutateAsync({ id: contract.id, data: { price: values.price ?? '', employeeID: values.employeeID ?? null } })}
      >
        <Form.Item name="price" label={t('amc.change.price')} rules={[zodRule(amcChangeFields.shape.price)]}>
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="employeeID"
          label={t('technician')}
          extra={t('amc.change.technicianHelp')}
          rules={[zodRule(amcChangeFields.shape.employeeID)]}
        >
          <SearchSelect label={t('technician')} useOptions={useEmployeeOptions} selectedLabel={contract.employee?.name} />
        </Form.Item>
      </SaveForm>
    </Modal>
  );
}

interface RenewValues {
  price?: number | string | undefined;
}

/** Renew: the next contract, from the day after this one ends, for as long; its price may change. */
export function RenewAmcModal({ contract, open, onClose }: ContractModalProps) {
  const { t } = useTranslation(SERVICE_PLANS);
  const [form] = Form.useForm<RenewValues>();
  const navigate = useNavigate();
  const renew = trpc.admin.amc.renew.useMutation(
    useMutationFeedback()({ success: t('amc.renew.success'), failure: t('amc.renew.failure'), refreshes: 'amc' }),
  );
  const next = renewalPeriod(contract.startDate, contract.endDate);
  return (
    <Modal
      open={open}
      title={t('amc.renew.title')}
      okText={renew.isPending ? t('amc.renew.renewing') : t('amc.renew.renew')}
      okButtonProps={{ disabled: renew.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('amc.renew.runs', { start: formatDate(next.startDate), end: formatDate(next.endDate), count: contract.visitsIncluded })}
      </Typography.Paragraph>
      <SaveForm<RenewValues>
        form={form}
        name="renewAmc"
        saving={renew.isPending}
        onSubmit={async (values) => {
          const renewed = await renew.mutateAsync({
            id: contract.id,
            ...(values.price === undefined ? {} : { price: values.price }),
          });
          onClose();
          await navigate(paths.admin.amcContract.to(renewed.id));
        }}
      >
        <Form.Item
          name="price"
          label={t('amc.renew.price')}
          extra={t('amc.renew.priceHelp', { price: formatRupees(contract.price) })}
          // A cleared field is no new price, not a missing one.
          normalize={(value: number | string | null) => value ?? undefined}
          rules={[zodRule(renewAmcInput.shape.price)]}
        >
          <MoneyInput />
        </Form.Item>
      </SaveForm>
    </Modal>
  );
}
