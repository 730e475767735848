import { EditOutlined, FileAddOutlined, ReloadOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { MSG, amcIntervalMessage } from '@sevak/shared';
import { App, Alert, Button, Card, Descriptions, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { useScrollableTableRegion, useTableCaption } from '../../../components/accessible-table';
import { Page } from '../../../components/Page';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { formatDayMonthYear, formatRupees, formatTime } from '../../../lib/format';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { messageText } from '../../../i18n/messages';
import { SERVICE_PLANS, type Words } from '../i18n';
import { periodText } from './AmcContractsPage';
import { AmcStatusTag, VisitStatusTag } from './AmcStatusTag';
import { ChangeAmcModal, RenewAmcModal } from './AmcContractModals';

const { Text } = Typography;

type Contract = RouterOutputs['admin']['amc']['get'];
type ContractVisit = Contract['visits'][number];

const visitColumnsOf = (t: Words): TableColumnsType<ContractVisit> => [
  {
    title: t('amc.contract.visitColumns.date'),
    key: 'visitDate',
    render: (_value, visit) => (
      <Link
        to={paths.admin.updateVisit.to(visit.id)}
        aria-label={t('amc.contract.openVisit', { date: formatDayMonthYear(visit.visitDate), time: formatTime(visit.visitDate) })}
      >
        {formatDayMonthYear(visit.visitDate)}, {formatTime(visit.visitDate)}
      </Link>
    ),
  },
  { title: t('amc.contract.visitColumns.status'), key: 'status', render: (_value, visit) => <VisitStatusTag status={visit.status} /> },
  {
    title: t('amc.contract.visitColumns.technician'),
    key: 'employee',
    render: (_value, visit) => visit.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES }),
  },
];

function ContractVisits({ contract }: { contract: Contract }) {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const caption = useTableCaption(t('amc.contract.visitsTable'));
  const region = useScrollableTableRegion(t('amc.contract.visitsTable'));
  const counts = { done: contract.visitsDone, remaining: contract.visitsRemaining, included: contract.visitsIncluded };
  return (
    <Card title={t('amc.contract.visits')} extra={<Text>{t('amc.contract.visitsCount', counts)}</Text>}>
      <div ref={region}>
        <Table<ContractVisit>
          rowKey="id"
          size="small"
          components={caption}
          columns={visitColumnsOf(t)}
          dataSource={contract.visits}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('amc.contract.noVisits') }}
        />
      </div>
    </Card>
  );
}

/** /service/amc/:id: one contract, its planned visits, and what can be done with it. */
export function AmcContractPage() {
  const { t } = useTranslation(SERVICE_PLANS);
  const { id = '' } = useParams();
  const contract = trpc.admin.amc.get.useQuery({ id });
  const loaded = contract.data;
  return (
    <Page
      title={loaded ? t('amc.contract.title', { customer: loaded.customer.name, product: loaded.product.name }) : t('amc.contract.titleLoading')}
    >
      <WhenLoaded query={contract} failure={t('amc.contract.loadFailed')}>
        {(data) => <ContractScreen contract={data} />}
      </WhenLoaded>
    </Page>
  );
}

function ContractScreen({ contract }: { contract: Contract }) {
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const { modal } = App.useApp();
  const [changing, setChanging] = useState(false);
  const [renewing, setRenewing] = useState(false);
  const cancel = trpc.admin.amc.cancel.useMutation(
    useMutationFeedback()({ success: t('amc.contract.cancelled'), failure: t('amc.contract.cancelFailed'), refreshes: 'amc' }),
  );
  const running = contract.status === 'active' || contract.status === 'expiring';
  const renewable = contract.status !== 'cancelled' && !contract.renewedBy;
  const toCome = contract.visitsRemaining;

  const askCancel = () =>
    modal.confirm({
      title: t('amc.contract.askCancel.title'),
      content: t('amc.contract.askCancel.content', { count: toCome }),
      okText: t('amc.contract.askCancel.ok'),
      okButtonProps: { danger: true },
      cancelText: t('amc.contract.askCancel.keep'),
      // The dialog closes whatever happens; a refusal is explained by its own toast.
      onOk: () => cancel.mutateAsync({ id: contract.id }).catch(() => undefined),
    });

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        {running && (
          <Button icon={<EditOutlined aria-hidden />} onClick={() => setChanging(true)}>
            {t('amc.contract.change')}
          </Button>
        )}
        {renewable && (
          <Button type="primary" icon={<ReloadOutlined aria-hidden />} onClick={() => setRenewing(true)}>
            {t('amc.contract.renew')}
          </Button>
        )}
        {/* Not drawn in antd's red, whose text is 3.3:1 on white: the dialog it opens asks first, in red. */}
        {running && (
          <Button icon={<StopOutlined aria-hidden />} onClick={askCancel}>
            {t('amc.contract.cancel')}
          </Button>
        )}
        <Link to={paths.admin.updateCustomer.to(contract.customerId)}>
          <Button icon={<UserOutlined aria-hidden />} tabIndex={-1}>
            {t('amc.contract.openCustomer')}
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
            <Trans t={t} i18nKey="amc.contract.renewedBy" components={{ contract: <Link to={paths.admin.amcContract.to(contract.renewedBy)} /> }} />
          }
        />
      )}

      <Card style={{ marginBottom: 16 }}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'status', label: t('amc.contract.fields.status'), children: <AmcStatusTag status={contract.status} /> },
            {
              key: 'customer',
              label: t('amc.contract.fields.customer'),
              children: (
                <Space orientation="vertical" size={0}>
                  <Link to={paths.admin.updateCustomer.to(contract.customerId)}>{contract.customer.name}</Link>
                  <Text type="secondary">{contract.customer.phoneNumber}</Text>
                </Space>
              ),
            },
            { key: 'product', label: t('amc.contract.fields.product'), children: contract.product.name },
            { key: 'serial', label: t('amc.contract.fields.serial'), children: contract.serialNumber ?? t('amc.contract.notRecorded') },
            { key: 'period', label: t('amc.contract.fields.period'), children: periodText(t, contract) },
            { key: 'price', label: t('amc.contract.fields.price'), children: formatRupees(contract.price) },
            {
              key: 'visits',
              label: t('amc.contract.fields.visitsIncluded'),
              children: `${contract.visitsIncluded}, ${messageText(amcIntervalMessage(contract.visitInterval))}`,
            },
            {
              key: 'technician',
              label: t('amc.contract.fields.technician'),
              children: contract.employee?.name ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES }),
            },
            ...(contract.renewalOf
              ? [
                  {
                    key: 'renews',
                    label: t('amc.contract.fields.renews'),
                    children: <Link to={paths.admin.amcContract.to(contract.renewalOf)}>{t('amc.contract.previousContract')}</Link>,
                  },
                ]
              : []),
            ...(contract.invoice
              ? [
                  {
                    key: 'invoice',
                    label: t('amc.contract.fields.billedOn'),
                    children: <Link to={paths.admin.invoice.to(contract.invoice.id)}>{contract.invoice.invoiceNumber}</Link>,
                  },
                ]
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
  const { t } = useTranslation(SERVICE_PLANS);
  if (contract.invoice || contract.status === 'cancelled') return null;
  return (
    <Link to={paths.admin.newInvoiceFor({ customerId: contract.customerId, amcContractId: contract.id })}>
      <Button icon={<FileAddOutlined aria-hidden />} tabIndex={-1}>
        {t('amc.contract.bill')}
      </Button>
    </Link>
  );
}
