import { ExclamationCircleOutlined } from '@ant-design/icons';
import { MSG, OPEN_ENQUIRY_STATUSES, type EnquiryStatus } from '@sevak/shared';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { dayjs } from '../../lib/dayjs';
import { formatDate } from '../../lib/format';
import { ENQUIRIES } from './i18n';

const STATUS_COLORS: Record<EnquiryStatus, string> = { new: 'blue', contacted: 'gold', converted: 'green', lost: 'default' };

/** Where an enquiry has got to, in words on its tag (the colour only repeats it). */
export function EnquiryStatusTag({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation(MESSAGES);
  return <Tag color={STATUS_COLORS[status]}>{t(MSG.enquiries.labels.status[status])}</Tag>;
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
  const { t } = useTranslation(ENQUIRIES);
  if (!enquiry.followUpDate) return <Typography.Text type="secondary">{t('followUp.none')}</Typography.Text>;
  const due = followUpDue(enquiry);
  return (
    <Space orientation="vertical" size={2}>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDate(enquiry.followUpDate)}</span>
      {due === 'overdue' && (
        <Tag color="red" icon={<ExclamationCircleOutlined aria-hidden />}>
          {t('followUp.overdue')}
        </Tag>
      )}
      {due === 'today' && <Tag color="gold">{t('followUp.dueToday')}</Tag>}
    </Space>
  );
}
