import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import './employees.css';

const SORT_FIELDS = ['visitDate'] as const;

type EmployeeVisit = RouterOutputs['admin']['employees']['visits']['items'][number];

const PAYMENT_COLOURS: Record<EmployeeVisit['PaymentStatus'], string> = {
  PENDING: 'gold',
  PAID: 'green',
  CANCELLED: 'red',
};

/** Pending yellow, paid green; CANCELLED is styled though no form offers it (spec §4). */
function PaymentBadge({ status }: { status: EmployeeVisit['PaymentStatus'] }) {
  return <Tag color={PAYMENT_COLOURS[status]}>{status}</Tag>;
}

const columns: DataColumns<EmployeeVisit> = [
  {
    title: 'Visit Date',
    key: 'visitDate',
    sorter: true,
    render: (_value, visit) => (
      <Space orientation="vertical" size={4}>
        <span>{formatDayMonthYear(visit.visitDate)}</span>
        {visit.isDone && <Tag color="blue">Completed</Tag>}
      </Space>
    ),
  },
  {
    title: 'Customer',
    key: 'customer',
    render: (_value, visit) => (
      <div className="visit-history__cell">
        <Typography.Text strong>{visit.customer.user.fullname || 'N/A'}</Typography.Text>
        <div>{visit.customer.user.phoneNumber || 'N/A'}</div>
        <Typography.Text type="secondary">{visit.serviceAddress || visit.customer.user.address || 'N/A'}</Typography.Text>
      </div>
    ),
  },
  {
    title: 'Service',
    key: 'service',
    render: (_value, visit) => (
      <div className="visit-history__cell">
        <Typography.Text strong>{visit.product?.name || 'Service Visit'}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{visit.serviceDiscription || 'No description provided'}</Typography.Text>
        </div>
      </div>
    ),
  },
  { title: 'Charges', key: 'charges', align: 'right', render: (_value, visit) => formatRupees(visit.serviceCharges) },
  { title: 'Payment', key: 'payment', render: (_value, visit) => <PaymentBadge status={visit.PaymentStatus} /> },
];

/** /visithistory/:id: the visits one employee made, newest first. */
export function VisitHistoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const list = useListParams(SORT_FIELDS);
  const employee = trpc.admin.employees.get.useQuery({ id });
  const visits = trpc.admin.employees.visits.useQuery({ ...list.query, id }, { placeholderData: (previous) => previous });

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
      Back
    </Button>
  );
  const neverVisited = visits.data?.total === 0 && !list.search;

  return (
    <Page title="Visit History" extra={back}>
      {employee.data && (
        <Typography.Text type="secondary">
          {employee.data.user.fullname} · {employee.data.user.phoneNumber}
        </Typography.Text>
      )}
      <Card title="Visits">
        {visits.isError ? (
          <Result status="warning" title="Error loading visit history. Please try again later." />
        ) : neverVisited ? (
          <Empty
            description={
              <>
                <Typography.Text strong>No visit history found.</Typography.Text>
                <br />
                <Typography.Text type="secondary">This employee has not made any visits yet.</Typography.Text>
              </>
            }
          />
        ) : (
          <DataTable
            label="visits"
            columns={columns}
            data={visits.data}
            loading={visits.isFetching}
            list={list}
            searchPlaceholder="Search customer name or phone"
          />
        )}
      </Card>
    </Page>
  );
}
