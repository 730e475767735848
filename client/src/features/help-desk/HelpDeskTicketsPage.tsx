import { HELP_DESK_STATUS_LABELS, HELP_DESK_STATUSES, HELP_DESK_TICKET_SORT_FIELDS, listHelpDeskTicketsInput, type HelpDeskStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDateTime } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { HelpDeskStatusTag } from './HelpDeskThread';
import { TicketConversation } from './TicketConversation';
import { TicketMessage } from './TicketMessage';
import './help-desk-tickets.css';

export type Ticket = RouterOutputs['superadmin']['helpDeskTickets']['list']['items'][number];

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...HELP_DESK_STATUSES.map((status) => ({ value: status, label: HELP_DESK_STATUS_LABELS[status] }))];

function columnsWith(open: (ticket: Ticket) => void): DataColumns<Ticket> {
  return [
    { title: 'Business Name', key: 'businessName', sorter: true, render: (_value, ticket) => ticket.admin.user.fullname },
    { title: 'Email', key: 'email', render: (_value, ticket) => ticket.admin.user.email || 'N/A' },
    { title: 'Phone', key: 'phone', render: (_value, ticket) => ticket.admin.user.phoneNumber || 'N/A' },
    {
      title: 'Message',
      dataIndex: 'message',
      key: 'message',
      className: 'ticket-message-cell',
      render: (message: string) => <TicketMessage message={message} />,
    },
    {
      title: 'Date',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (value: string) => <span className="ticket-date">{formatDateTime(value)}</span>,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, ticket) => (
        <Space orientation="vertical" size={2}>
          <HelpDeskStatusTag status={ticket.status} reader="OPERATOR" />
          {ticket.unread > 0 && <Tag color="red">{ticket.unread} new</Tag>}
          {ticket.replies.length > 0 && (
            <Typography.Text type="secondary">{ticket.replies.length === 1 ? '1 reply' : `${ticket.replies.length} replies`}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: 'Conversation',
      key: 'conversation',
      render: (_value, ticket) => (
        <Button size="small" onClick={() => open(ticket)} aria-label={`Open conversation with ${ticket.admin.user.fullname}`}>
          Open
        </Button>
      ),
    },
  ];
}

/** Every business's help-desk queries, newest first (spec §2 /superadmin/helpdesk), each answerable in its conversation. */
export function HelpDeskTicketsPage() {
  const [status, setStatus] = useListChoice('status', listHelpDeskTicketsInput.shape.status);
  const tickets = useResourceList(trpc.superadmin.helpDeskTickets.list, HELP_DESK_TICKET_SORT_FIELDS, { status });
  const [opened, setOpened] = useState<Ticket | undefined>();

  return (
    <Page title="Help Desk Tickets">
      <Card>
        <div className="ticket-filters">
          <label htmlFor="ticket-status">Filter by status</label>
          <Select
            id="ticket-status"
            aria-label="Filter by status"
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(next: string) => setStatus(next === '' ? undefined : (next as HelpDeskStatus))}
          />
        </div>
        <DataTable
          list={tickets}
          label="tickets"
          columns={columnsWith(setOpened)}
          emptyText="No tickets found"
          searchPlaceholder="Search business or message"
          loadFailure={{ title: 'Failed to get helpdesks' }}
        />
      </Card>
      {opened && <TicketConversation ticket={opened} onClose={() => setOpened(undefined)} />}
    </Page>
  );
}
