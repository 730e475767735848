import { HELP_DESK_TICKET_SORT_FIELDS } from '@sevak/shared';
import { Card } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDateTime } from '../../lib/format';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { TicketMessage } from './TicketMessage';
import './help-desk-tickets.css';

type Ticket = RouterOutputs['superadmin']['helpDeskTickets']['list']['items'][number];

const columns: DataColumns<Ticket> = [
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
];

/** Every business's help-desk queries, newest first (spec §2 /superadmin/helpdesk). */
export function HelpDeskTicketsPage() {
  const tickets = useResourceList(trpc.superadmin.helpDeskTickets.list, HELP_DESK_TICKET_SORT_FIELDS);

  return (
    <Page title="Help Desk Tickets">
      <Card>
        <DataTable
          list={tickets}
          label="tickets"
          columns={columns}
          emptyText="No tickets found"
          searchPlaceholder="Search business or message"
          loadFailure={{ title: 'Failed to get helpdesks' }}
        />
      </Card>
    </Page>
  );
}
