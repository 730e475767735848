import { EditOutlined, FileAddOutlined, ReloadOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { UNASSIGNED_LABEL, amcIntervalLabel } from '@sevak/shared';
import { App, Alert, Button, Card, Descriptions, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { formatDayMonthYear, formatRupees, formatTime } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { periodText } from './AmcContractsPage';
import { AmcStatusTag, VisitStatusTag } from './AmcStatusTag';
import { ChangeAmcModal, RenewAmcModal } from './AmcContractModals';

const { Text } = Typography;

type Contract = RouterOutputs['admin']['amc']['get'];
type ContractVisit = Contract['visits'][number];

const visitColumns: TableColumnsType<ContractVisit> = [
  {
    title: 'Date',
    key: 'visitDate',
    render: (_value, visit) => (
      <Link to={paths.admin.updateVisit.to(visit.id)} aria-label={`Open the visit of ${formatDayMonthYear(visit.visitDate)}, ${formatTime(visit.visitDate)}`}>
        {formatDayMonthYear(visit.visitDate)}, {formatTime(visit.visitDate)}
      </Link>
    ),
  },
  { title: 'Status', key: 'status', render: (_value, visit) => <VisitStatusTag status={visit.status} /> },
  { title: 'Technician', key: 'employee', render: (_value, visit) => visit.employee?.name ?? UNASSIGNED_LABEL },
];

function ContractVisits({ contract }: { contract: Contract }) {
  const caption = useTableCaption('Contract visits');
  const region = useScrollableTableRegion('Contract visits');
  return (
    <Card title="Visits" extra={<Text>{`${contract.visitsDone} done, ${contract.visitsRemaining} remaining of ${contract.visitsIncluded}`}</Text>}>
      <div ref={region}>
        <Table<ContractVisit>
          rowKey="id"
          size="small"
          components={caption}
          columns={visitColumns}
          dataSource={contract.visits}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: 'No visits planned' }}
        />
      </div>
    </Card>
  );
}

/** /service/amc/:id: one contract, its planned visits, and what can be done with it. */
export function AmcContractPage() {
  const { id = '' } = useParams();
  const contract = trpc.admin.amc.get.useQuery({ id });
  const loaded = contract.data;
  return (
    <Page title={loaded ? `AMC Contract: ${loaded.customer.name}, ${loaded.product.name}` : 'AMC Contract'}>
      <WhenLoaded query={contract} failure="Failed to get AMC contract">
        {(data) => <ContractScreen contract={data} />}
      </WhenLoaded>
    </Page>
  );
}

function ContractScreen({ contract }: { contract: Contract }) {
  const { modal } = App.useApp();
  const [changing, setChanging] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const cancel = trpc.admin.amc.cancel.useMutation(
    useMutationFeedback()({ success: 'Contract cancelled', failure: 'Failed to cancel contract', refreshes: 'amc' }),
  );
  const running = contract.status === 'active' || contract.status === 'expiring';
  const renewable = contract.status !== 'cancelled' && !contract.renewedBy;
  const toCome = contract.visitsRemaining;

  const askCancel = () =>
    modal.confirm({
      title: 'Cancel this contract?',
      content: `Its ${toCome} ${toCome === 1 ? 'visit' : 'visits'} still to come ${toCome === 1 ? 'is' : 'are'} cancelled; done visits stay.`,
      okText: 'Cancel Contract',
      okButtonProps: { danger: true },
      cancelText: 'Keep Contract',
      // The dialog closes whatever happens; a refusal is explained by its own toast.
      onOk: () => cancel.mutateAsync({ id: contract.id }).catch(() => undefined),
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {running && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setChanging(true)}>
            Change Price or Technician
          </Button>
        )}
        {renewable && (
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => setRenewing(true)}>
            Renew
          </Button>
        )}
        {/* Not drawn in antd's red, whose text is 3.3:1 on white: the dialog it opens asks first, in red. */}
        {running && (
          <Button icon={<StopOutlined aria-hidden />} onClick={askCancel}>
            Cancel Contract
          </Button>
        )}
        <Link to={paths.admin.updateCustomer.to(contract.customerId)}>
          <Button icon={<UserOutlined aria-hidden />} tabIndex={-1}>
            Open Customer
          </Button>
        </Link>
        <BillContract contract={contract} />
      </Space>

      {contract.renewedBy && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <>
              Renewed by <Link to={paths.admin.amcContract.to(contract.renewedBy)}>the next contract</Link>.
            </>
          }
        />
      )}

      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'status', label: 'Status', children: <AmcStatusTag status={contract.status} /> },
            {
              key: 'customer',
              label: 'Customer',
              children: (
                <Space orientation="vertical" size={0}>
                  <Link to={paths.admin.updateCustomer.to(contract.customerId)}>{contract.customer.name}</Link>
                  <Text type="secondary">{contract.customer.phoneNumber}</Text>
                </Space>
              ),
            },
            { key: 'product', label: 'Product', children: contract.product.name },
            { key: 'serial', label: 'Serial Number', children: contract.serialNumber ?? 'Not recorded' },
            { key: 'period', label: 'Period', children: periodText(contract) },
            { key: 'price', label: 'Price', children: formatRupees(contract.price) },
            {
              key: 'visits',
              label: 'Visits Included',
              children: `${contract.visitsIncluded}, ${amcIntervalLabel(contract.visitInterval)}`,
            },
            { key: 'technician', label: 'Technician', children: contract.employee?.name ?? UNASSIGNED_LABEL },
            ...(contract.renewalOf
              ? [{ key: 'renews', label: 'Renews', children: <Link to={paths.admin.amcContract.to(contract.renewalOf)}>The previous contract</Link> }]
              : []),
            ...(contract.invoice
              ? [{ key: 'invoice', label: 'Billed on', children: <Link to={paths.admin.invoice.to(contract.invoice.id)}>{contract.invoice.invoiceNumber}</Link> }]
              : []),
          ]}
        />
      </Card>

      <ContractVisits contract={contract} />

      {running && <ChangeAmcModal contract={contract} open={changing} onClose={() => setChanging(false)} />}
      {renewable && <RenewAmcModal contract={contract} open={renewing} onClose={() => setRenewing(false)} />}
    </>
  );
}

/** Bill this Contract: the new invoice with the contract's line ticked, until an invoice bills it. */
function BillContract({ contract }: { contract: Contract }) {
  if (contract.invoice || contract.status === 'cancelled') return null;
  return (
    <Link to={paths.admin.newInvoiceFor({ customerId: contract.customerId, amcContractId: contract.id })}>
      <Button icon={<FileAddOutlined aria-hidden />} tabIndex={-1}>
        Bill this Contract
      </Button>
    </Link>
  );
}
