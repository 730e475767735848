import { HELP_DESK_STATUSES, HELP_DESK_TICKET_SORT_FIELDS, listHelpDeskTicketsInput, MSG, type HelpDeskStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDateTime } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { HelpDeskStatusTag } from './HelpDeskThread';
import { TicketConversation } from './TicketConversation';
import { TicketMessage } from './TicketMessage';
import { HELP_DESK } from './i18n';
import './help-desk-tickets.css';

export type Ticket = RouterOutputs['superadmin']['helpDeskTickets']['list']['items'][number];

function columnsWith(open: (ticket: Ticket) => void, t: TFunction<typeof HELP_DESK>): DataColumns<Ticket> {
  return [
    { title: t('tickets.businessName'), key: 'businessName', sorter: true, render: (_value, ticket) => ticket.admin.user.fullname },
    { title: t('tickets.email'), key: 'email', render: (_value, ticket) => ticket.admin.user.email || t('ticket.notGiven') },
    { title: t('tickets.phone'), key: 'phone', render: (_value, ticket) => ticket.admin.user.phoneNumber || t('ticket.notGiven') },
    {
      title: t('tickets.message'),
      dataIndex: 'message',
      key: 'message',
      className: 'ticket-message-cell',
      render: (message: string) => <TicketMessage message={message} />,
    },
    {
      title: t('tickets.date'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (value: string) => <span className="ticket-date">{formatDateTime(value)}</span>,
    },
    {
      title: t('tickets.status'),
      key: 'status',
      render: (_value, ticket) => (
        <Space orientation="vertical" size={2}>
          <HelpDeskStatusTag status={ticket.status} reader="OPERATOR" />
          {ticket.unread > 0 && <Tag color="red">{t('queries.new', { number: ticket.unread })}</Tag>}
          {ticket.replies.length > 0 && <Typography.Text type="secondary">{t('queries.replies', { count: ticket.replies.length })}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('tickets.conversation'),
      key: 'conversation',
      render: (_value, ticket) => (
        <Button size="small" onClick={() => open(ticket)} aria-label={t('tickets.openConversation', { name: ticket.admin.user.fullname })}>
          {t('tickets.open')}
        </Button>
      ),
    },
  ];
}

/** Every business's help-desk queries, newest first (spec §2 /superadmin/helpdesk), each answerable in its conversation. */
export function HelpDeskTicketsPage() {
  const { t } = useTranslation([HELP_DESK, MESSAGES]);
  const statusOptions = [
    { value: '', label: t('tickets.allStatuses') },
    ...HELP_DESK_STATUSES.map((status) => ({ value: status, label: t(MSG.helpDesk.labels.status[status], { ns: MESSAGES }) })),
  ];
  const [status, setStatus] = useListChoice('status', listHelpDeskTicketsInput.shape.status);
  const tickets = useResourceList(trpc.superadmin.helpDeskTickets.list, HELP_DESK_TICKET_SORT_FIELDS, { status });
  const [opened, setOpened] = useState<Ticket | undefined>();

  return (
    <Page title={t('tickets.title')}>
      <Card>
        <div className="ticket-filters">
          <label htmlFor="ticket-status">{t('tickets.filterByStatus')}</label>
          <Select
            id="ticket-status"
            aria-label={t('tickets.filterByStatus')}
            value={status ?? ''}
            options={statusOptions}
            onChange={(next: string) => setStatus(next === '' ? undefined : (next as HelpDeskStatus))}
          />
        </div>
        <DataTable
          list={tickets}
          label={t('tickets.label')}
          columns={columnsWith(setOpened, t)}
          emptyText={t('tickets.none')}
          searchPlaceholder={t('tickets.search')}
          loadFailure={{ title: t('tickets.loadFailed') }}
        />
      </Card>
      {opened && <TicketConversation ticket={opened} onClose={() => setOpened(undefined)} />}
    </Page>
  );
}
