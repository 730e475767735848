import { WhatsAppOutlined } from '@ant-design/icons';
import { listRenewalsInput, RENEWAL_WINDOWS, type RenewalWindow } from '@sevak/shared';
import { Button, Card, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDate } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { RenewBusinessButton } from '../subscriptions/RenewBusinessButton';
import { OPERATOR_CONSOLE } from './i18n';
import { UsageCell } from './usage';
import './operator-console.css';

const { Text } = Typography;

type Renewal = RouterOutputs['superadmin']['console']['renewals']['items'][number];

/** Days left in words, or how long ago access ended; said in words, never by colour alone. */
function DaysLeft({ days }: { days: number }) {
  const { t } = useTranslation(OPERATOR_CONSOLE);
  if (days < 0) return <Tag color="red">{days === -1 ? t('renewals.expiredYesterday') : t('renewals.expiredDaysAgo', { count: -days })}</Tag>;
  if (days === 0) return <Tag color="orange">{t('renewals.expiresToday')}</Tag>;
  return <Tag color={days <= 7 ? 'gold' : 'default'}>{t('renewals.daysLeft', { count: days })}</Tag>;
}

/** The columns; a row renewed on this screen says so until the list is shown again (without it). */
const columnsOf = (t: TFunction<typeof OPERATOR_CONSOLE>, renewedUntil: Record<string, string>): DataColumns<Renewal> => [
  {
    title: t('renewals.business'),
    key: 'business',
    render: (_value, renewal) => (
      <Space orientation="vertical" size={0}>
        <Text strong>{renewal.name}</Text>
        <Text type="secondary">{renewal.phoneNumber}</Text>
      </Space>
    ),
  },
  {
    title: t('renewals.expiryDate'),
    key: 'expiryDate',
    render: (_value, renewal) => (
      <Space orientation="vertical" size={2}>
        <Text>{formatDate(renewal.expiryDate)}</Text>
        {renewedUntil[renewal.id] ? (
          <Tag color="green">{t('renewals.renewedUntil', { date: formatDate(renewedUntil[renewal.id]) })}</Tag>
        ) : (
          <DaysLeft days={renewal.expiresInDays} />
        )}
      </Space>
    ),
  },
  { title: t('renewals.plan'), key: 'plan', render: (_value, renewal) => renewal.plan?.name ?? <Text type="secondary">{t('renewals.noPlan')}</Text> },
  { title: t('renewals.usage'), key: 'usage', render: (_value, renewal) => <UsageCell usage={renewal.usage} /> },
];

/**
 * /superadmin/renewals: the businesses whose access ends within 7 or 30 days, or ended in the
 * last 30 (?within=7|30|expired), soonest first. From each row the operator reminds the owner on
 * WhatsApp or records the payment that renews it.
 */
export function RenewalsPage() {
  const { t } = useTranslation(OPERATOR_CONSOLE);
  const [chosen, setWithin] = useListChoice('within', listRenewalsInput.shape.within);
  const within: RenewalWindow = chosen ?? '7';
  const renewals = useResourceList(trpc.superadmin.console.renewals, [], { within });
  const summary = trpc.superadmin.console.summary.useQuery();
  const [renewedUntil, setRenewedUntil] = useState<Record<string, string>>({});

  const withActions: DataColumns<Renewal> = [
    ...columnsOf(t, renewedUntil),
    {
      title: t('renewals.actions'),
      key: 'actions',
      width: 150,
      render: (_value, renewal) => (
        <Space wrap size={8}>
          <Tooltip title={t('renewals.remind')}>
            <Button
              href={renewal.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              icon={<WhatsAppOutlined aria-hidden />}
              aria-label={t('renewals.remindNamed', { name: renewal.name })}
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
    <Page title={t('renewals.title')}>
      <div className="renewal-windows" role="group" aria-label={t('renewals.show')}>
        {RENEWAL_WINDOWS.map((each) => (
          <button key={each} type="button" className="renewal-window" aria-pressed={within === each} onClick={() => setWithin(each)}>
            <Card size="small" hoverable className="renewal-window__card">
              <Statistic title={t(`windows.${each}`)} value={summary.data?.renewals[each] ?? 0} loading={summary.isPending} />
            </Card>
          </button>
        ))}
      </div>
      <Card title={t(`windows.${within}`)}>
        <DataTable
          list={renewals}
          label={t('renewals.label')}
          rowKey="id"
          columns={withActions}
          searchPlaceholder={t('renewals.search')}
          emptyText={t(`renewals.nothingDue.${within}`)}
        />
      </Card>
    </Page>
  );
}
