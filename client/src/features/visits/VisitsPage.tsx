import { listVisitsInput, MSG, VISIT_SORT_FIELDS, type VisitFilter } from '@sevak/shared';
import { Card, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { PaymentStatusTag } from '../../components/PaymentStatusTag';
import { actionsColumn } from '../../components/RowActions';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { formatDayMonthYear, formatRupees, formatTime } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import './visits.css';
import { VISITS } from './i18n';
import { VisitForm } from './VisitForm';
import { VisitMarks } from './VisitMarks';

type Visit = RouterOutputs['admin']['visits']['list']['items'][number];

const { Text } = Typography;

export function VisitsPage() {
  const { t } = useTranslation([VISITS, MESSAGES]);
  // Without a chosen sort the server lists the day's work first (today, overdue, coming, done).
  const [filter, setFilter] = useListChoice('filter', listVisitsInput.shape.filter);
  const visits = useResourceList(trpc.admin.visits.list, VISIT_SORT_FIELDS, { filter });
  const summary = trpc.admin.visits.summary.useQuery();
  const create = useCreateRecord(trpc.admin.visits.create, {
    success: t('toasts.created'),
    failure: t('toasts.createFailed'),
    refreshes: 'visit',
  });
  const remove = useDeleteRecord(trpc.admin.visits.delete, {
    success: t('toasts.deleted'),
    failure: t('toasts.deleteFailed'),
    refreshes: 'visit',
  });

  const columns: DataColumns<Visit> = [
    {
      title: t('columns.details'),
      key: 'visitDate',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{formatDayMonthYear(visit.visitDate)}</Text>
          <Text type="secondary">{formatTime(visit.visitDate)}</Text>
          {visit.isDone && <Tag color="green">{t('table.completed')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('columns.customer'),
      key: 'customerName',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{visit.customer?.user.fullname || t('table.notAvailable')}</Text>
          <Text type="secondary">{visit.customer?.user.phoneNumber || t('table.notAvailable')}</Text>
          <Text type="secondary" style={{ maxWidth: 240, display: 'inline-block' }}>
            {visit.serviceAddress || visit.customer?.user.address || t('table.notAvailable')}
          </Text>
        </Space>
      ),
    },
    {
      title: t('columns.employee'),
      key: 'employeeName',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{visit.employee?.user.fullname ?? t(MSG.visits.labels.unassigned, { ns: MESSAGES })}</Text>
          <Text type="secondary">{visit.employee?.user.phoneNumber || t('table.notAvailable')}</Text>
        </Space>
      ),
    },
    {
      title: t('columns.service'),
      key: 'serviceCharges',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={0}>
          <Text strong>{visit.product?.name || t('table.serviceVisit')}</Text>
          <Text type="secondary" style={{ maxWidth: 260, display: 'inline-block' }}>
            {visit.serviceDiscription || t('table.noDescription')}
          </Text>
          <Text>{formatRupees(visit.serviceCharges)}</Text>
        </Space>
      ),
    },
    {
      title: t('columns.payment'),
      key: 'PaymentStatus',
      sorter: true,
      render: (_value, visit) => (
        <Space orientation="vertical" size={4}>
          <PaymentStatusTag status={visit.PaymentStatus} />
          <Text type="secondary">
            {t('table.installed', { date: visit.installationDate ? formatDayMonthYear(visit.installationDate) : t('table.notAvailable') })}
          </Text>
        </Space>
      ),
    },
    actionsColumn((visit) => {
      const which = t('table.which', { name: visit.customer?.user.fullname ?? t('table.someVisit'), date: formatDayMonthYear(visit.visitDate) });
      return {
        name: t('table.rowName', { which }),
        to: paths.admin.updateVisit.to(visit.id),
        onDelete: () => remove(visit.id),
        deleteText: t('table.deleteVisit'),
        before: <VisitMarks visit={visit} which={which} />,
      };
    }, 104),
  ];

  const cards: { title: string; filter: VisitFilter; value: number | undefined }[] = [
    { title: t('cards.all'), filter: 'all', value: summary.data?.total },
    { title: t('cards.today'), filter: 'today', value: summary.data?.today },
    { title: t('cards.upcoming'), filter: 'upcoming', value: summary.data?.upcoming },
    { title: t('cards.completed'), filter: 'completed', value: summary.data?.completed },
    { title: t('cards.pendingPay'), filter: 'pendingPay', value: summary.data?.pendingPay },
  ];
  const shown = filter ?? 'all';

  return (
    <Page title={t('page.title')}>
      <Card title={t('page.addVisit')}>
        <VisitForm {...create} submitLabel={t('form.save')} />
      </Card>
      {/* Each card shows its visits in the table below (?filter=today); Total Visits shows all. */}
      <div className="visit-cards" role="group" aria-label={t('page.showVisits')}>
        {cards.map((card) => (
          <button
            key={card.filter}
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
      <Card title={t('page.visits')} extra={<ExportCsvButton file="visits" list={visits} filters={{ filter }} />}>
        <DataTable list={visits} label={t('page.label')} columns={columns} searchPlaceholder={t('page.search')} />
      </Card>
    </Page>
  );
}
