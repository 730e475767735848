import { helpDeskReplyMessage, HELP_DESK_STATUSES, LIMITS, MSG, type HelpDeskStatus } from '@sevak/shared';
import { Button, Form, Input, Select, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { characterLimit } from '../../components/character-count';
import { SaveForm } from '../../components/SaveForm';
import { formatDateTime } from '../../lib/format';
import { zodRule } from '../../lib/form-rules';
import type { SaveProps } from '../../lib/record-form';
import type { RouterOutputs } from '../../lib/trpc';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { HELP_DESK } from './i18n';
import './help-desk-thread.css';

type Reply = RouterOutputs['admin']['helpDesk']['list']['items'][number]['replies'][number];
type Side = Reply['author'];

const STATUS_COLOURS: Record<HelpDeskStatus, string> = { OPEN: 'blue', WAITING_ON_BUSINESS: 'gold', RESOLVED: 'green' };

/** A ticket's status, in the words of whoever reads it: the owner ("Awaiting your reply") or the operator. */
export function HelpDeskStatusTag({ status, reader }: { status: HelpDeskStatus; reader: Side }) {
  const { t } = useTranslation(MESSAGES);
  const label = reader === 'BUSINESS' ? MSG.helpDesk.labels.ownStatus[status] : MSG.helpDesk.labels.status[status];
  return <Tag color={STATUS_COLOURS[status]}>{t(label)}</Tag>;
}

function authorOf(reply: Reply, reader: Side, t: TFunction<typeof HELP_DESK>): string {
  if (reply.author === reader) return t('thread.you');
  return reply.author === 'OPERATOR' ? t('thread.support', { name: reply.authorName }) : reply.authorName;
}

/** The replies of a ticket, oldest first; the reader's own on one side, the other side's on the other. */
export function HelpDeskThread({ replies, reader }: { replies: Reply[]; reader: Side }) {
  const { t } = useTranslation(HELP_DESK);
  if (replies.length === 0) return <Typography.Text type="secondary">{t('thread.noReplies')}</Typography.Text>;
  return (
    <ol className="help-desk-thread" aria-label={t('thread.conversation')}>
      {replies.map((reply) => (
        <li key={reply.id} className={`help-desk-thread__reply${reply.author === reader ? ' help-desk-thread__reply--own' : ''}`}>
          <div className="help-desk-thread__who">
            <Typography.Text strong>{authorOf(reply, reader, t)}</Typography.Text>
            <Typography.Text type="secondary">{formatDateTime(reply.createdAt)}</Typography.Text>
          </div>
          <Typography.Paragraph className="help-desk-thread__message">{reply.message}</Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}

export interface ReplyValues {
  message: string;
  status?: HelpDeskStatus;
}

/**
 * The reply box under a thread. The operator also says where the ticket stands after the reply:
 * waiting on the business unless changed (a reply that settles it resolves it).
 */
export function ReplyForm({ ticketId, withStatus = false, ...save }: SaveProps<ReplyValues> & { ticketId: string; withStatus?: boolean }) {
  const { t } = useTranslation([HELP_DESK, MESSAGES]);
  // What the ticket becomes once the operator's reply is sent.
  const afterReplyOptions = HELP_DESK_STATUSES.map((status) => ({ value: status, label: t(MSG.helpDesk.labels.status[status], { ns: MESSAGES }) }));
  return (
    <SaveForm<ReplyValues>
      {...save}
      // Field ids unique to the ticket: the help desk screen has other forms, and may show several threads.
      name={`reply-${ticketId}`}
      resetOnSave
      submitLabel={t('thread.send')}
      className="help-desk-reply-form"
      initialValues={withStatus ? { status: 'WAITING_ON_BUSINESS' } : {}}
    >
      <Form.Item name="message" label={t('thread.yourReply')} rules={[zodRule(helpDeskReplyMessage)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} {...characterLimit(LIMITS.message)} />
      </Form.Item>
      {withStatus && (
        <Form.Item name="status" label={t('thread.statusAfter')}>
          <Select options={afterReplyOptions} style={{ maxWidth: '16rem' }} />
        </Form.Item>
      )}
    </SaveForm>
  );
}

/** Resolve an open ticket, or reopen a resolved one, without a reply. */
export function StatusButton({ status, saving, onChange }: { status: HelpDeskStatus; saving: boolean; onChange: (status: HelpDeskStatus) => void }) {
  const { t } = useTranslation(HELP_DESK);
  const next: HelpDeskStatus = status === 'RESOLVED' ? 'OPEN' : 'RESOLVED';
  return (
    <Button disabled={saving} onClick={() => onChange(next)}>
      {next === 'RESOLVED' ? t('thread.resolve') : t('thread.reopen')}
    </Button>
  );
}
