import { helpDeskReplyMessage, HELP_DESK_STATUS_LABELS, HELP_DESK_STATUSES, LIMITS, OWN_HELP_DESK_STATUS_LABELS, type HelpDeskStatus } from '@sevak/shared';
import { Button, Form, Input, Select, Tag, Typography } from 'antd';
import { characterLimit } from '../../components/character-count';
import { SaveForm } from '../../components/SaveForm';
import { formatDateTime } from '../../lib/format';
import { zodRule } from '../../lib/form-rules';
import type { SaveProps } from '../../lib/record-form';
import type { RouterOutputs } from '../../lib/trpc';
import './help-desk-thread.css';

type Reply = RouterOutputs['admin']['helpDesk']['list']['items'][number]['replies'][number];
type Side = Reply['author'];

const STATUS_COLOURS: Record<HelpDeskStatus, string> = { OPEN: 'blue', WAITING_ON_BUSINESS: 'gold', RESOLVED: 'green' };

/** A ticket's status, in the words of whoever reads it: the owner ("Awaiting your reply") or the operator. */
export function HelpDeskStatusTag({ status, reader }: { status: HelpDeskStatus; reader: Side }) {
  const labels = reader === 'BUSINESS' ? OWN_HELP_DESK_STATUS_LABELS : HELP_DESK_STATUS_LABELS;
  return <Tag color={STATUS_COLOURS[status]}>{labels[status]}</Tag>;
}

function authorOf(reply: Reply, reader: Side): string {
  if (reply.author === reader) return 'You';
  return reply.author === 'OPERATOR' ? `${reply.authorName} (Support)` : reply.authorName;
}

/** The replies of a ticket, oldest first; the reader's own on one side, the other side's on the other. */
export function HelpDeskThread({ replies, reader }: { replies: Reply[]; reader: Side }) {
  if (replies.length === 0) return <Typography.Text type="secondary">No replies yet.</Typography.Text>;
  return (
    <ol className="help-desk-thread" aria-label="Conversation">
      {replies.map((reply) => (
        <li key={reply.id} className={`help-desk-thread__reply${reply.author === reader ? ' help-desk-thread__reply--own' : ''}`}>
          <div className="help-desk-thread__who">
            <Typography.Text strong>{authorOf(reply, reader)}</Typography.Text>
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

/** What the ticket becomes once the operator's reply is sent. */
const AFTER_REPLY_OPTIONS = HELP_DESK_STATUSES.map((status) => ({ value: status, label: HELP_DESK_STATUS_LABELS[status] }));

/**
 * The reply box under a thread. The operator also says where the ticket stands after the reply:
 * waiting on the business unless changed (a reply that settles it resolves it).
 */
export function ReplyForm({ ticketId, withStatus = false, ...save }: SaveProps<ReplyValues> & { ticketId: string; withStatus?: boolean }) {
  return (
    <SaveForm<ReplyValues>
      {...save}
      // Field ids unique to the ticket: the help desk screen has other forms, and may show several threads.
      name={`reply-${ticketId}`}
      resetOnSave
      submitLabel="Send Reply"
      className="help-desk-reply-form"
      initialValues={withStatus ? { status: 'WAITING_ON_BUSINESS' } : {}}
    >
      <Form.Item name="message" label="Your reply" rules={[zodRule(helpDeskReplyMessage)]}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} {...characterLimit(LIMITS.message)} />
      </Form.Item>
      {withStatus && (
        <Form.Item name="status" label="Status after reply">
          <Select options={AFTER_REPLY_OPTIONS} style={{ maxWidth: '16rem' }} />
        </Form.Item>
      )}
    </SaveForm>
  );
}

/** Resolve an open ticket, or reopen a resolved one, without a reply. */
export function StatusButton({ status, saving, onChange }: { status: HelpDeskStatus; saving: boolean; onChange: (status: HelpDeskStatus) => void }) {
  const next: HelpDeskStatus = status === 'RESOLVED' ? 'OPEN' : 'RESOLVED';
  return (
    <Button disabled={saving} onClick={() => onChange(next)}>
      {next === 'RESOLVED' ? 'Mark Resolved' : 'Reopen'}
    </Button>
  );
}
