import { EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { AMC_SORT_FIELDS, AMC_STATUS_LABELS, AMC_STATUSES, UNASSIGNED_LABEL, listAmcInput, type AmcStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tooltip, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { DataTable, type DataColumns } from '../../../components/DataTable';
import { Page } from '../../../components/Page';
import { formatDate, formatRupees } from '../../../lib/format';
import { useListChoice } from '../../../lib/list-params';
import { useResourceList } from '../../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { AmcStatusTag, visitsDoneText } from './AmcStatusTag';

const { Text } = Typography;

type AmcRow = RouterOutputs['admin']['amc']['list']['items'][number];

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...AMC_STATUSES.map((status) => ({ value: status, label: AMC_STATUS_LABELS[status] }))];

/** "01-04-2027 to 31-03-2028": a contract's period as a row shows it. */
export const periodText = (contract: { startDate: string; endDate: string }) =>
  `${formatDate(contract.startDate)} to ${formatDate(contract.endDate)}`;

const columns: DataColumns<AmcRow> = [
  {
    title: 'Customer',
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
    title: 'Product',
    key: 'product',
    render: (_value, contract) => (
      <Space orientation="vertical" size={0}>
        {contract.product.name}
        <Text type="secondary">{contract.serialNumber ? `Serial ${contract.serialNumber}` : 'No serial number'}</Text>
      </Space>
    ),
  },
  { title: 'Period', key: 'endDate', sorter: true, render: (_value, contract) => periodText(contract) },
  { title: 'Price', key: 'price', sorter: true, align: 'right', render: (_value, contract) => formatRupees(contract.price) },
  { title: 'Visits', key: 'visits', render: (_value, contract) => visitsDoneText(contract) },
  { title: 'Technician', key: 'employee', render: (_value, contract) => contract.employee?.name ?? UNASSIGNED_LABEL },
  { title: 'Status', key: 'status', render: (_value, contract) => <AmcStatusTag status={contract.status} /> },
  {
    title: 'Actions',
    key: 'actions',
    width: 80,
    render: (_value, contract) => (
      <Tooltip title="View">
        <Link to={paths.admin.amcContract.to(contract.id)} aria-label={`View the contract of ${contract.customer.name} for ${contract.product.name}`}>
          <Button icon={<EyeOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
    ),
  },
];

/** /service/amc: every AMC contract, the server paging, searching (customer, phone, serial) and filtering by status. */
export function AmcContractsPage() {
  const [status, setStatus] = useListChoice('status', listAmcInput.shape.status);
  const contracts = useResourceList(trpc.admin.amc.list, AMC_SORT_FIELDS, status ? { status } : {});
  return (
    <Page
      title="AMC Contracts"
      extra={
        <Link to={paths.admin.newAmcContract}>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} tabIndex={-1}>
            New Contract
          </Button>
        </Link>
      }
    >
      <Card>
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            aria-label="Status"
            style={{ minWidth: 160 }}
            value={status ?? ''}
            options={STATUS_OPTIONS}
            onChange={(next: string) => setStatus(next === '' ? undefined : (next as AmcStatus))}
          />
        </Space>
        <DataTable<AmcRow, (typeof AMC_SORT_FIELDS)[number]>
          list={contracts}
          label="AMC contracts"
          columns={columns}
          searchPlaceholder="Search by customer, phone or serial number"
          emptyText="No AMC contracts yet"
        />
      </Card>
    </Page>
  );
}
