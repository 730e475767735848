import { ENQUIRY_STATUSES, enquiryFollowUpFields, LIMITS, MSG } from '@sevak/shared';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { calendarDayField, DateField } from '../../components/DateField';
import { SaveForm } from '../../components/SaveForm';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ENQUIRIES } from './i18n';

type Enquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];
type FollowUpValues = z.input<typeof enquiryFollowUpFields>;

const { shape } = enquiryFollowUpFields;

interface EnquiryFollowUpModalProps {
  /** The enquiry being followed up; the dialog is shown while there is one. */
  enquiry: Enquiry;
  onClose: () => void;
}

/** The owner's follow-up of an enquiry: where it has got to, the day to call again, and notes. */
export function EnquiryFollowUpModal({ enquiry, onClose }: EnquiryFollowUpModalProps) {
  const { t } = useTranslation([ENQUIRIES, MESSAGES]);
  const [form] = Form.useForm<FollowUpValues>();
  const update = trpc.admin.enquiries.update.useMutation(
    useMutationFeedback()({ success: t('followUp.updated'), failure: t('followUp.updateFailed'), refreshes: 'enquiry', after: onClose }),
  );
  const statusOptions = ENQUIRY_STATUSES.map((status) => ({ value: status, label: t(MSG.enquiries.labels.status[status], { ns: MESSAGES }) }));
  return (
    <Modal
      open
      title={t('followUp.title', { name: enquiry.name })}
      okText={update.isPending ? t('saving') : t('save')}
      okButtonProps={{ disabled: update.isPending }}
      cancelButtonProps={{ disabled: update.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      {enquiry.message && <Typography.Paragraph type="secondary">{enquiry.message}</Typography.Paragraph>}
      <SaveForm<FollowUpValues>
        form={form}
        name="enquiryFollowUp"
        saving={update.isPending}
        onSubmit={(data) => update.mutateAsync({ id: enquiry.id, data })}
        initialValues={{ status: enquiry.status, followUpDate: enquiry.followUpDate, notes: enquiry.notes ?? '' }}
      >
        <Form.Item name="status" label={t('followUp.status')} rules={[zodRule(shape.status)]}>
          <Select options={statusOptions} aria-label={t('followUp.status')} />
        </Form.Item>
        <Form.Item name="followUpDate" label={t('followUp.date')} rules={[zodRule(shape.followUpDate)]} {...calendarDayField}>
          <DateField format="DD-MM-YYYY" placeholder={t('dayPlaceholder')} />
        </Form.Item>
        <Form.Item name="notes" label={t('followUp.notes')} rules={[zodRule(shape.notes)]}>
          <Input.TextArea placeholder={t('followUp.notesPlaceholder')} {...characterLimit(LIMITS.message)} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </SaveForm>
    </Modal>
  );
}
