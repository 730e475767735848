import { listVisitsInput, UNASSIGNED_LABEL, VISIT_SORT_FIELDS, type VisitFilter } from '@sevak/shared';
import { Card, Space, Statistic, Tag, Typography } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { actionsColumn } from '../../components/RowActions';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import './visits.css';
import { VisitForm } from './VisitForm';
import { VisitMarks } from './VisitMarks';

type Visit = RouterOutputs['admin']['visits']['list']['items'][number];

const { Text } = Typography;

export function VisitsPage() {
  // Without a chosen sort the server lists the day's work first (today, overdue, coming, done).
  const [filter, setFilter] = useListChoice('filter', listVisitsInput.shape.filter);
  const visits = useResourceList(trpc.admin.visits.list, VISIT_SORT_FIELDS, { filter });
  const summary = trpc.admin.visits.summary.useQuery();
  const create = useCreateRecord(trpc.admin.visits.create, {
    success: 'Visit created successfully',
    failure: 'Failed to create visit',
    refreshes: 'visit',
  });
  const remove = useDeleteRecord(trpc.admin.visits.delete, {
    success: 'Visit deleted successfully',
    failure: 'Failed to delete visit',
    refreshes: 'visit',
  });

  const columns: DataColumns<Visit> = [
    {
      title: 'Visit Details',
      key: 'visitDate',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{formatDayMonthYear(visit.visitDate)}</Text>
          <Text type="secondary">{formatTime(visit.visitDate)}</Text>
          {visit.isDone && <Tag color="green">Completed</Tag>}
        </Space>
      ),
    },
    {
      title: 'Customer Info',
      key: 'customerName',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{visit.customer?.user.fullname || 'N/A'}</Text>
          <Text type="secondary">{visit.customer?.user.phoneNumber || 'N/A'}</Text>
          <Text type="secondary" style={{ maxWidth: 240, display: 'inline-block' }}>
            {visit.serviceAddress || visit.customer?.user.address || 'N/A'}
          </Text>
        </Space>
      ),
    },
    {
      title: 'Employee',
      key: 'employeeName',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{visit.employee?.user.fullname ?? UNASSIGNED_LABEL}</Text>
          <Text type="secondary">{visit.employee?.user.phoneNumber || 'N/A'}</Text>
        </Space>
      ),
    },
    {
      title: 'Service Details',
      key: 'serviceCharges',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{visit.product?.name || 'Service Visit'}</Text>
          <Text type="secondary" style={{ maxWidth: 260, display: 'inline-block' }}>
            {visit.serviceDiscription || 'No description provided'}
          </Text>
          <Text>{formatRupees(visit.serviceCharges)}</Text>
        </Space>
      ),
    },
    {
      title: 'Payment Status',
      key: 'PaymentStatus',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={4}>
          <PaymentStatusTag status={visit.PaymentStatus} />
          <Text type="secondary">Installed: {visit.installationDate ? formatDayMonthYear(visit.installationDate) : 'N/A'}</Text>
        </Space>
      ),
    },
    actionsColumn((visit) => {
      const name = visit.customer?.user.fullname ?? 'visit';
      const when = formatDayMonthYear(visit.visitDate);
      return {
        name: `visit: ${name} on ${when}`,
        to: paths.admin.updateVisit.to(visit.id),
        onDelete: () => remove(visit.id),
        deleteText: 'Delete Visit',
        before: <VisitMarks visit={visit} which={`${name} on ${when}`} />,
      };
    }, 104),
  ];

  const cards: { title: string; filter: VisitFilter; value: number | undefined }[] = [
    { title: 'Total Visits', filter: 'all', value: summary.data?.total },
    { title: 'Today', filter: 'today', value: summary.data?.today },
    { title: 'Upcoming', filter: 'upcoming', value: summary.data?.upcoming },
    { title: 'Completed', filter: 'completed', value: summary.data?.completed },
    { title: 'Pending Pay', filter: 'pendingPay', value: summary.data?.pendingPay },
  ];
  const shown = filter ?? 'all';

  return (
    <Page title="Visit Management">
      <Card title="Add Visit">
        <VisitForm {...create} submitLabel="Save" />
      </Card>
      {/* Each card shows its visits in the table below (?filter=today); Total Visits shows all. */}
      <div className="visit-cards" role="group" aria-label="Show visits">
        {cards.map((card) => (
          <button
            key={card.title}
            type="button"
            className="visit-card"
            aria-pressed={shown === card.filter}
            onClick={() => setFilter(card.filter === 'all' ? undefined : card.filter)}
          >
            <Card size="small" hoverable className="visit-card__card">
              <Statistic title={card.title} value={card.value ?? 0} loading={summary.isPending} />
            </Card>
          </button>
        ))}
      </div>
      <Card title="Visits" extra={<ExportCsvButton file="visits" list={visits} filters={{ filter }} />}>
        <DataTable list={visits} label="visits" columns={columns} searchPlaceholder="Search visits" />
      </Card>
    </Page>
  );
}
