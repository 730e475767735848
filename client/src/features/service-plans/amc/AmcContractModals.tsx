import { amcChangeFields, renewAmcInput, renewalPeriod } from '@sevak/shared';
import { Form, Modal, Typography } from 'antd';
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
  const [form] = Form.useForm<ChangeValues>();
  const update = trpc.admin.amc.update.useMutation(
    useMutationFeedback()({ success: 'Contract updated successfully', failure: 'Failed to update contract', refreshes: 'amc', after: onClose }),
  );
  return (
    <Modal
      open={open}
      title="Change Price or Technician"
      okText={update.isPending ? 'Saving...' : 'Save'}
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
        <Form.Item name="price" label="Price (₹)" rules={[zodRule(amcChangeFields.shape.price)]}>
          <MoneyInput />
        </Form.Item>
        <Form.Item
          name="employeeID"
          label="Technician"
          extra="Takes the visits still to come; blank leaves them unassigned."
          rules={[zodRule(amcChangeFields.shape.employeeID)]}
        >
          <SearchSelect label="Technician" useOptions={useEmployeeOptions} selectedLabel={contract.employee?.name} />
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
  const [form] = Form.useForm<RenewValues>();
  const navigate = useNavigate();
  const renew = trpc.admin.amc.renew.useMutation(
    useMutationFeedback()({ success: 'Contract renewed successfully', failure: 'Failed to renew contract', refreshes: 'amc' }),
  );
  const next = renewalPeriod(contract.startDate, contract.endDate);
  return (
    <Modal
      open={open}
      title="Renew this contract?"
      okText={renew.isPending ? 'Renewing...' : 'Renew'}
      okButtonProps={{ disabled: renew.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        The new contract runs from {formatDate(next.startDate)} to {formatDate(next.endDate)} with {contract.visitsIncluded}{' '}
        {contract.visitsIncluded === 1 ? 'visit' : 'visits'}, planned as this one&apos;s were.
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
          label="New price (₹, optional)"
          extra={`Blank: ${formatRupees(contract.price)}, as now.`}
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
