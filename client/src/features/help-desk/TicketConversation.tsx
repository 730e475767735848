import type { HelpDeskStatus } from '@sevak/shared';
import { Descriptions, Drawer, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format';
import { useRefresh } from '../../lib/invalidation';
import { useMutationFeedback } from '../../lib/notify';
import { useCreateRecord } from '../../lib/record-form';
import { trpc } from '../../lib/trpc';
import type { Ticket } from './HelpDeskTicketsPage';
import { HelpDeskStatusTag, HelpDeskThread, ReplyForm, StatusButton } from './HelpDeskThread';
import { HELP_DESK } from './i18n';

/**
 * The operator's view of one ticket: who sent it, its status, the conversation and the reply box.
 * Opening it reads the business's replies. The drawer keeps the ticket as the last answer left it,
 * so a reply that moves it out of the filtered list does not close it.
 */
export function TicketConversation({ ticket: listed, onClose }: { ticket: Ticket; onClose: () => void }) {
  const [ticket, setTicket] = useState(listed);
  const { t } = useTranslation(HELP_DESK);
  const refresh = useRefresh();
  const feedback = useMutationFeedback();
  const update = (answer: Omit<Ticket, 'admin'>) => setTicket((shown) => ({ ...shown, ...answer }));

  const openThread = trpc.superadmin.helpDeskTickets.openThread.useMutation({ onSuccess: () => refresh('helpDeskTicket') });
  const reply = useCreateRecord(trpc.superadmin.helpDeskTickets.reply, {
    success: t('thread.sent'),
    failure: t('thread.sendFailed'),
    refreshes: 'helpDeskTicket',
  });
  const setStatus = trpc.superadmin.helpDeskTickets.setStatus.useMutation(
    feedback({ success: t('tickets.statusUpdated'), failure: t('tickets.statusFailed'), refreshes: 'helpDeskTicket' }),
  );

  const { id, unread } = listed;
  const { mutate: readThread } = openThread;
  useEffect(() => {
    if (unread > 0) readThread({ id });
  }, [id, unread, readThread]);

  const changeStatus = (status: HelpDeskStatus) => setStatus.mutateAsync({ id: ticket.id, status }).then(update, () => undefined);

  return (
    <Drawer open title={t('ticket.from', { name: ticket.admin.user.fullname })} onClose={onClose} size="large" destroyOnHidden>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('ticket.status')}>
            <Space wrap>
              <HelpDeskStatusTag status={ticket.status} reader="OPERATOR" />
              <StatusButton status={ticket.status} saving={setStatus.isPending} onChange={changeStatus} />
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('ticket.sent')}>{formatDateTime(ticket.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('ticket.phone')}>{ticket.admin.user.phoneNumber || t('ticket.notGiven')}</Descriptions.Item>
          <Descriptions.Item label={t('ticket.email')}>{ticket.admin.user.email || t('ticket.notGiven')}</Descriptions.Item>
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
