import { ArrowLeftOutlined } from '@ant-design/icons';
import { EMPLOYEE_VISIT_SORT_FIELDS } from '@sevak/shared';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import './employees.css';

type EmployeeVisit = RouterOutputs['admin']['employees']['visits']['items'][number];

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
  { title: 'Payment', key: 'payment', render: (_value, visit) => <PaymentStatusTag status={visit.PaymentStatus} /> },
];

/** /visithistory/:id: the visits one employee made, newest first. */
export function VisitHistoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const employee = trpc.admin.employees.get.useQuery({ id });
  const visits = useResourceList(trpc.admin.employees.visits, EMPLOYEE_VISIT_SORT_FIELDS, { id });

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
      Back
    </Button>
  );
  const neverVisited = visits.result.data?.total === 0 && !visits.params.search;

  return (
    <Page title="Visit History" extra={back}>
      {employee.data && (
        <Typography.Text type="secondary">
          {employee.data.user.fullname} · {employee.data.user.phoneNumber}
        </Typography.Text>
      )}
      <Card title="Visits">
        {neverVisited ? (
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
            list={visits}
            label="visits"
            columns={columns}
            searchPlaceholder="Search customer name or phone"
            loadFailure={{ title: 'Error loading visit history. Please try again later.' }}
          />
        )}
      </Card>
    </Page>
  );
}
