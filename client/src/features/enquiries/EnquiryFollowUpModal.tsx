import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, enquiryFollowUpFields, LIMITS } from '@sevak/shared';
import { Form, Input, Modal, Select, Typography } from 'antd';
import type { z } from 'zod';
import { characterLimit } from '../../components/character-count';
import { calendarDayField, DateField } from '../../components/DateField';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Enquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];
type FollowUpValues = z.input<typeof enquiryFollowUpFields>;

const { shape } = enquiryFollowUpFields;
const STATUS_OPTIONS = ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] }));

interface EnquiryFollowUpModalProps {
  /** The enquiry being followed up; the dialog is shown while there is one. */
  enquiry: Enquiry;
  onClose: () => void;
}

/** The owner's follow-up of an enquiry: where it has got to, the day to call again, and notes. */
export function EnquiryFollowUpModal({ enquiry, onClose }: EnquiryFollowUpModalProps) {
  const [form] = Form.useForm<FollowUpValues>();
  const update = trpc.admin.enquiries.update.useMutation(
    useMutationFeedback()({ success: 'Enquiry updated successfully', failure: 'Failed to update enquiry', refreshes: 'enquiry', after: onClose }),
  );
  return (
    <Modal
      open
      title={`Follow Up: ${enquiry.name}`}
      okText={update.isPending ? 'Saving...' : 'Save'}
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
        <Form.Item name="status" label="Status" rules={[zodRule(shape.status)]}>
          <Select options={STATUS_OPTIONS} aria-label="Status" />
        </Form.Item>
        <Form.Item name="followUpDate" label="Follow-up Date" rules={[zodRule(shape.followUpDate)]} {...calendarDayField}>
          <DateField format="DD-MM-YYYY" placeholder="dd-mm-yyyy" />
        </Form.Item>
        <Form.Item name="notes" label="Notes" rules={[zodRule(shape.notes)]}>
          <Input.TextArea placeholder="What was said, what to offer next" {...characterLimit(LIMITS.message)} autoSize={{ minRows: 3, maxRows: 6 }} />
        </Form.Item>
      </SaveForm>
    </Modal>
  );
}
