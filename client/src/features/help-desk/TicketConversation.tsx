import type { HelpDeskStatus } from '@sevak/shared';
import { Descriptions, Drawer, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../lib/format';
import { useRefresh } from '../../lib/invalidation';
import { useMutationFeedback } from '../../lib/notify';
import { useCreateRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import type { Ticket } from './HelpDeskTicketsPage';
import { HelpDeskStatusTag, HelpDeskThread, ReplyForm, StatusButton } from './HelpDeskThread';

/**
 * The operator's view of one ticket: who sent it, its status, the conversation and the reply box.
 * Opening it reads the business's replies. The drawer keeps the ticket as the last answer left it,
 * so a reply that moves it out of the filtered list does not close it.
 */
export function TicketConversation({ ticket: listed, onClose }: { ticket: Ticket; onClose: () => void }) {
  const [ticket, setTicket] = useState(listed);
  const refresh = useRefresh();
  const feedback = useMutationFeedback();
  const update = (answer: Omit<Ticket, 'admin'>) => setTicket((shown) => ({ ...shown, ...answer }));

  const openThread = trpc.superadmin.helpDeskTickets.openThread.useMutation({ onSuccess: () => refresh('helpDeskTicket') });
  const reply = useCreateRecord(trpc.superadmin.helpDeskTickets.reply, {
    success: 'Reply sent successfully',
    failure: 'Failed to send reply',
    refreshes: 'helpDeskTicket',
  });
  const setStatus = trpc.superadmin.helpDeskTickets.setStatus.useMutation(
    feedback({ success: 'Ticket status updated successfully', failure: 'Failed to update ticket status', refreshes: 'helpDeskTicket' }),
  );

  const { id, unread } = listed;
  const { mutate: readThread } = openThread;
  useEffect(() => {
    if (unread > 0) readThread({ id });
  }, [id, unread, readThread]);

  const changeStatus = (status: HelpDeskStatus) => setStatus.mutateAsync({ id: ticket.id, status }).then(update, () => undefined);

  return (
    <Drawer open title={`Ticket from ${ticket.admin.user.fullname}`} onClose={onClose} size="large" destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Status">
            <Space wrap>
              <HelpDeskStatusTag status={ticket.status} reader="OPERATOR" />
              <StatusButton status={ticket.status} saving={setStatus.isPending} onChange={changeStatus} />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label="Sent">{formatDateTime(ticket.createdAt)}</Descriptions.Item>
          <Descriptions.Item label="Phone">{ticket.admin.user.phoneNumber || 'N/A'}</Descriptions.Item>
          <Descriptions.Item label="Email">{ticket.admin.user.email || 'N/A'}</Descriptions.Item>
        </Descriptions>
        <Typography.Paragraph className="ticket-conversation__query">{ticket.message}</Typography.Paragraph>
        <HelpDeskThread replies={ticket.replies} reader="OPERATOR" />
        <ReplyForm
          ticketId={ticket.id}
          withStatus
          saving={reply.saving}
          onSubmit={(values) => reply.onSubmit({ id: ticket.id, ...values }).then((answer) => update(answer as Omit<Ticket, 'admin'>))}
        />
      </Space>
    </Drawer>
  );
}
