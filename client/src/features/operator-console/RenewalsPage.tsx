import { WhatsAppOutlined } from '@ant-design/icons';
import { listRenewalsInput, RENEWAL_WINDOW_LABELS, RENEWAL_WINDOWS, type RenewalWindow } from '@sevak/shared';
import { Button, Card, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDate } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { RenewBusinessButton } from '../subscriptions/RenewBusinessButton';
import { UsageCell } from './usage';
import './operator-console.css';

const { Text } = Typography;

type Renewal = RouterOutputs['superadmin']['console']['renewals']['items'][number];

const NOTHING_DUE: Record<RenewalWindow, string> = {
  '7': 'No business expires in the next 7 days',
  '30': 'No business expires in the next 30 days',
  expired: 'No business expired in the last 30 days',
};

/** Days left in words, or how long ago access ended; said in words, never by colour alone. */
function DaysLeft({ days }: { days: number }) {
  if (days < 0) return <Tag color="red">{days === -1 ? 'Expired yesterday' : `Expired ${-days} days ago`}</Tag>;
  if (days === 0) return <Tag color="orange">Expires today</Tag>;
  return <Tag color={days <= 7 ? 'gold' : 'default'}>{days === 1 ? '1 day left' : `${days} days left`}</Tag>;
}

/** The columns; a row renewed on this screen says so until the list is shown again (without it). */
const columnsOf = (renewedUntil: Record<string, string>): DataColumns<Renewal> => [
  {
    title: 'Business',
    key: 'business',
    render: (_value, renewal) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{renewal.name}</Text>
        <Text type="secondary">{renewal.phoneNumber}</Text>
      </Space>
    ),
  },
  {
    title: 'Expiry Date',
    key: 'expiryDate',
    render: (_value, renewal) => (
      <Space orientation="vertical" size={2}>
        <Text>{formatDate(renewal.expiryDate)}</Text>
        {renewedUntil[renewal.id] ? (
          <Tag color="green">Renewed until {formatDate(renewedUntil[renewal.id])}</Tag>
        ) : (
          <DaysLeft days={renewal.expiresInDays} />
        )}
      </Space>
    ),
  },
  { title: 'Plan', key: 'plan', render: (_value, renewal) => renewal.plan?.name ?? <Text type="secondary">No plan yet</Text> },
  { title: 'Usage', key: 'usage', render: (_value, renewal) => <UsageCell usage={renewal.usage} /> },
];

/**
 * /superadmin/renewals: the businesses whose access ends within 7 or 30 days, or ended in the
 * last 30 (?within=7|30|expired), soonest first. From each row the operator reminds the owner on
 * WhatsApp or records the payment that renews it.
 */
export function RenewalsPage() {
  const [chosen, setWithin] = useListChoice('within', listRenewalsInput.shape.within);
  const within: RenewalWindow = chosen ?? '7';
  const renewals = useResourceList(trpc.superadmin.console.renewals, [], { within });
  const summary = trpc.superadmin.console.summary.useQuery();
  const [renewedUntil, setRenewedUntil] = useState<Record<string, string>>({});

  const withActions: DataColumns<Renewal> = [
    ...columnsOf(renewedUntil),
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_value, renewal) => (
        <Space wrap size={8}>
          <Tooltip title="Remind on WhatsApp">
            <Button
              href={renewal.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<WhatsAppOutlined aria-hidden />}
              aria-label={`Remind ${renewal.name} on WhatsApp`}
            />
          </Tooltip>
          <RenewBusinessButton
            business={{ id: renewal.id, name: renewal.name, expiryDate: renewal.expiryDate }}
            onRenewed={(expiryDate) => setRenewedUntil((renewed) => ({ ...renewed, [renewal.id]: expiryDate }))}
          />
        </Space>
      ),
    },
  ];

  return (
    <Page title="Renewals">
      <div className="renewal-windows" role="group" aria-label="Show businesses">
        {RENEWAL_WINDOWS.map((each) => (
          <button key={each} type="button" className="renewal-window" aria-pressed={within === each} onClick={() => setWithin(each)}>
            <Card size="small" hoverable className="renewal-window__card">
              <Statistic title={RENEWAL_WINDOW_LABELS[each]} value={summary.data?.renewals[each] ?? 0} loading={summary.isPending} />
            </Card>
          </button>
        ))}
      </div>
      <Card title={RENEWAL_WINDOW_LABELS[within]}>
        <DataTable
          list={renewals}
          label="renewals"
          rowKey="id"
          columns={withActions}
          searchPlaceholder="Search by name or phone"
          emptyText={NOTHING_DUE[within]}
        />
      </Card>
    </Page>
  );
}
