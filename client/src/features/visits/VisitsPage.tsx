import { CheckOutlined } from '@ant-design/icons';
import { VISIT_SORT_FIELDS } from '@sevak/shared';
import { Button, Card, Form, Space, Statistic, Tag, Tooltip, Typography } from 'antd';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { formatVisitTime, PaymentStatusTag } from './visit-display';
import './visits.css';
import { VisitForm, type VisitFormValues } from './VisitForm';

type Visit = RouterOutputs['admin']['visits']['list']['items'][number];

const { Text } = Typography;

export function VisitsPage() {
  const [form] = Form.useForm<VisitFormValues>();
  const feedback = useMutationFeedback();
  const list = useListParams(VISIT_SORT_FIELDS);
  const utils = trpc.useUtils();
  const visits = trpc.admin.visits.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const summary = trpc.admin.visits.summary.useQuery();
  // The table, the cards, the dashboard and an employee's visit count all move with a visit.
  const refresh = () =>
    Promise.all([utils.admin.visits.invalidate(), utils.admin.dashboard.invalidate(), utils.admin.employees.invalidate()]);

  const create = trpc.admin.visits.create.useMutation(
    feedback({ success: 'Visit created successfully', failure: 'Failed to create visit', resetForm: form, after: refresh }),
  );
  const complete = trpc.admin.visits.complete.useMutation(
    feedback({ success: 'Visit marked completed', failure: 'Failed to update visit', after: refresh }),
  );
  const remove = trpc.admin.visits.delete.useMutation(
    feedback({ success: 'Visit deleted successfully', failure: 'Failed to delete visit', after: refresh }),
  );

  const markCompleted = (visit: Visit) => complete.mutate({ id: visit.id });

  const columns: DataColumns<Visit> = [
    {
      title: 'Visit Details',
      key: 'visitDate',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{formatDayMonthYear(visit.visitDate)}</Text>
          <Text type="secondary">{formatVisitTime(visit.visitDate)}</Text>
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
          <Text strong>{visit.employee?.user.fullname || 'N/A'}</Text>
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
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_value, visit) => {
        const name = visit.customer?.user.fullname ?? 'visit';
        const when = formatDayMonthYear(visit.visitDate);
        return (
          <RowActions
            name={`visit: ${name} on ${when}`}
            to={paths.admin.updateVisit.to(visit.id)}
            onDelete={() => remove.mutateAsync({ id: visit.id })}
            deleteText="Delete Visit"
            before={
              !visit.isDone && (
                <Tooltip title="Mark completed">
                  <Button
                    icon={<CheckOutlined />}
                    aria-label={`Mark completed: ${name} on ${when}`}
                    loading={complete.isPending && complete.variables?.id === visit.id}
                    onClick={() => markCompleted(visit)}
                  />
                </Tooltip>
              )
            }
          />
        );
      },
    },
  ];

  const cards = [
    { title: 'Total Visits', value: summary.data?.total },
    { title: 'Today', value: summary.data?.today },
    { title: 'Upcoming', value: summary.data?.upcoming },
    { title: 'Completed', value: summary.data?.completed },
    { title: 'Pending Pay', value: summary.data?.pendingPay },
  ];

  return (
    <Page title="Visit Management">
      <Card title="Add Visit">
        <VisitForm form={form} saving={create.isPending} submitLabel="Save" onSubmit={(visit) => create.mutateAsync(visit)} />
      </Card>
      <div className="visit-cards">
        {cards.map((card) => (
          <Card key={card.title} size="small">
            <Statistic title={card.title} value={card.value ?? 0} loading={summary.isPending} />
          </Card>
        ))}
      </div>
      <Card title="Visits">
        <DataTable
          label="visits"
          columns={columns}
          data={visits.data}
          loading={visits.isFetching}
          list={list}
          searchPlaceholder="Search visits"
        />
      </Card>
    </Page>
  );
}
