import { ArrowLeftOutlined } from '@ant-design/icons';
import { EMPLOYEE_VISIT_SORT_FIELDS } from '@sevak/shared';
import { Button, Card, Empty, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { formatDayMonthYear, formatRupees } from '../../lib/format';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EMPLOYEES } from './i18n';
import './employees.css';

type EmployeeVisit = RouterOutputs['admin']['employees']['visits']['items'][number];

const columnsOf = (t: TFunction<'employees'>): DataColumns<EmployeeVisit> => [
  {
    title: t('history.columns.date'),
    key: 'visitDate',
    sorter: true,
    render: (_value, visit) => (
      <Space orientation="vertical" size={4}>
        <span>{formatDayMonthYear(visit.visitDate)}</span>
        {visit.isDone && <Tag color="blue">{t('history.completed')}</Tag>}
      </Space>
    ),
  },
  {
    title: t('history.columns.customer'),
    key: 'customer',
    render: (_value, visit) => (
      <div className="visit-history__cell">
        <Typography.Text strong>{visit.customer.user.fullname || t('notAvailable')}</Typography.Text>
        <div>{visit.customer.user.phoneNumber || t('notAvailable')}</div>
        <Typography.Text type="secondary">{visit.serviceAddress || visit.customer.user.address || t('notAvailable')}</Typography.Text>
      </div>
    ),
  },
  {
    title: t('history.columns.service'),
    key: 'service',
    render: (_value, visit) => (
      <div className="visit-history__cell">
        <Typography.Text strong>{visit.product?.name || t('history.serviceVisit')}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{visit.serviceDiscription || t('history.noDescription')}</Typography.Text>
        </div>
      </div>
    ),
  },
  { title: t('history.columns.charges'), key: 'charges', align: 'right', render: (_value, visit) => formatRupees(visit.serviceCharges) },
  { title: t('history.columns.payment'), key: 'payment', render: (_value, visit) => <PaymentStatusTag status={visit.PaymentStatus} /> },
];

/** /visithistory/:id: the visits one employee made, newest first. */
export function VisitHistoryPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useTranslation(EMPLOYEES);
  const employee = trpc.admin.employees.get.useQuery({ id });
  const visits = useResourceList(trpc.admin.employees.visits, EMPLOYEE_VISIT_SORT_FIELDS, { id });

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
      {t('history.back')}
    </Button>
  );
  const neverVisited = visits.result.data?.total === 0 && !visits.params.search;

  return (
    <Page title={t('history.title')} extra={back}>
      {employee.data && (
        <Typography.Text type="secondary">
          {employee.data.user.fullname} · {employee.data.user.phoneNumber}
        </Typography.Text>
      )}
      <Card title={t('history.visits')}>
        {neverVisited ? (
          <Empty
            description={
              <>
                <Typography.Text strong>{t('history.none')}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{t('history.noneYet')}</Typography.Text>
              </>
            }
          />
        ) : (
          <DataTable
            list={visits}
            label={t('history.label')}
            columns={columnsOf(t)}
            searchPlaceholder={t('history.search')}
            loadFailure={{ title: t('history.loadFailed') }}
          />
        )}
      </Card>
    </Page>
  );
}
