import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { AMC_SORT_FIELDS, AMC_STATUSES, MSG, listAmcInput, type AmcStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DataTable, type DataColumns } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { formatDate, formatRupees } from '../../../lib/format';
import { useListChoice } from '../../../lib/list-params';
import { useResourceList } from '../../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { SERVICE_PLANS, type Words } from '../i18n';
import { AmcStatusTag, visitsDoneText } from './AmcStatusTag';

const { Text } = Typography;

type AmcRow = RouterOutputs['admin']['amc']['list']['items'][number];

const statusOptions = (t: Words) => [
  { value: '', label: t('amc.list.allStatuses') },
  ...AMC_STATUSES.map((status) => ({ value: status, label: t(MSG.servicePlans.labels.amcStatus[status], { ns: MESSAGES }) })),
];

/** "01-04-2027 to 31-03-2028": a contract's period as a row shows it. */
export const periodText = (t: Words, contract: { startDate: string; endDate: string }) =>
  t('period', { start: formatDate(contract.startDate), end: formatDate(contract.endDate) });

const columnsOf = (t: Words): DataColumns<AmcRow> => [
  {
    title: t('amc.list.columns.customer'),
    key: 'customerName',
    sorter: true,
    render: (_value, contract) => (
      <Space orientation="vertical" size={0}>
        <Link to={paths.admin.amcContract.to(contract.id)}>{contract.customer.name}</Link>
        <Text type="secondary">{contract.customer.phoneNumber}</Text>
      </Space>
    ),
  },
  {
    title: t('amc.list.columns.product'),
    key: 'product',
    render: (_value, contract) => (
      <Space orientation="vertical" size={0}>
        {contract.product.name}
        <Text type="secondary">{contract.serialNumber ? t('serial', { serial: contract.serialNumber }) : t('amc.list.noSerial')}</Text>
      </Space>
    ),
  },
  { title: t('amc.list.columns.period'), key: 'endDate', sorter: true, render: (_value, contract) => periodText(t, contract) },
  { title: t('amc.list.columns.price'), key: 'price', sorter: true, align: 'right', render: (_value, contract) => formatRupees(contract.price) },
  { title: t('amc.list.columns.visits'), key: 'visits', render: (_value, contract) => visitsDoneText(t, contract) },
  {
    title: t('amc.list.columns.technician'),
    key: 'employee',
    render: (_value, contract) => contract.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES }),
  },
  { title: t('amc.list.columns.status'), key: 'status', render: (_value, contract) => <AmcStatusTag status={contract.status} /> },
  {
    title: t('amc.list.columns.actions'),
    key: 'actions',
    width: 80,
    render: (_value, contract) => (
      <Tooltip title={t('amc.list.view')}>
        <Link
          to={paths.admin.amcContract.to(contract.id)}
          aria-label={t('amc.list.viewContract', { customer: contract.customer.name, product: contract.product.name })}
        >
          <Button icon={<EyeOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    ),
  },
];

/** /service/amc: every AMC contract, the server paging, searching (customer, phone, serial) and filtering by status. */
export function AmcContractsPage() {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const [status, setStatus] = useListChoice('status', listAmcInput.shape.status);
  const contracts = useResourceList(trpc.admin.amc.list, AMC_SORT_FIELDS, status ? { status } : {});
  return (
    <Page
      title={t('amc.list.title')}
      extra={
        <Link to={paths.admin.newAmcContract}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} tabIndex={-1}>
            {t('amc.list.newContract')}
          </Button>
        </Link>
      }
    >
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label={t('amc.list.statusFilter')}
            style={{ minWidth: 160 }}
            value={status ?? ''}
            options={statusOptions(t)}
            onChange={(next: string) => setStatus(next === '' ? undefined : (next as AmcStatus))}
          />
        </Space>
        <DataTable<AmcRow, (typeof AMC_SORT_FIELDS)[number]>
          list={contracts}
          label={t('amc.list.label')}
          columns={columnsOf(t)}
          searchPlaceholder={t('amc.list.search')}
          emptyText={t('amc.list.empty')}
        />
      </Card>
    </Page>
  );
}
