import { Alert, Card } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDateTime } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { TicketMessage } from './TicketMessage';
import './helpdesk-tickets.css';

const SORT_FIELDS = ['createdAt', 'businessName'] as const;

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
  const list = useListParams(SORT_FIELDS);
  const tickets = trpc.superadmin.helpDeskTickets.list.useQuery(list.query, { placeholderData: (previous) => previous });

  return (
    <Page title="Help Desk Tickets">
      <Card>
        {tickets.isError && (
          <Alert type="error" showIcon title={errorMessage(tickets.error, 'Failed to get helpdesks')} style={{ marginBottom: 16 }} />
        )}
        <DataTable
          label="tickets"
          columns={columns}
          data={tickets.data}
          loading={tickets.isFetching}
          list={list}
          emptyText="No tickets found"
          searchPlaceholder="Search business or message"
        />
      </Card>
    </Page>
  );
}
