import { ExclamationCircleOutlined } from '@ant-design/icons';
import { ENQUIRY_STATUS_LABELS, OPEN_ENQUIRY_STATUSES, type EnquiryStatus } from '@sevak/shared';
import { Space, Tag, Typography } from 'antd';
import { dayjs } from '../../lib/dayjs';
import { formatDate } from '../../lib/format';

const STATUS_COLORS: Record<EnquiryStatus, string> = { new: 'blue', contacted: 'gold', converted: 'green', lost: 'default' };

/** Where an enquiry has got to, in words on its tag (the colour only repeats it). */
export function EnquiryStatusTag({ status }: { status: EnquiryStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{ENQUIRY_STATUS_LABELS[status]}</Tag>;
}

/** Today as the business's calendar reads it, 'YYYY-MM-DD'. */
const businessToday = () => dayjs().tz().format('YYYY-MM-DD');

/** Whether an enquiry's follow-up is still to do and its day has come: 'overdue', 'today', or null. */
export function followUpDue(enquiry: { status: EnquiryStatus; followUpDate: string | null }): 'overdue' | 'today' | null {
  if (!enquiry.followUpDate || !(OPEN_ENQUIRY_STATUSES as readonly EnquiryStatus[]).includes(enquiry.status)) return null;
  const today = businessToday();
  if (enquiry.followUpDate < today) return 'overdue';
  return enquiry.followUpDate === today ? 'today' : null;
}

/** The follow-up day, and, while the enquiry is open, "Overdue" or "Due today" said in words. */
export function FollowUpDay({ enquiry }: { enquiry: { status: EnquiryStatus; followUpDate: string | null } }) {
  if (!enquiry.followUpDate) return <Typography.Text type="secondary">None</Typography.Text>;
  const due = followUpDue(enquiry);
  return (
    <Space orientation="vertical" size={2}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(enquiry.followUpDate)}</span>
      {due === 'overdue' && (
        <Tag color="red" icon={<ExclamationCircleOutlined aria-hidden />}>
          Overdue
        </Tag>
      )}
      {due === 'today' && <Tag color="gold">Due today</Tag>}
    </Space>
  );
}
