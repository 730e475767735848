import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { ENQUIRY_SORT_FIELDS, ENQUIRY_STATUSES, listEnquiriesInput, MSG, type EnquiryStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { DeleteAction } from '../../components/RowActions';
import { MESSAGES } from '../../i18n/messages-catalogue';
import { formatDate } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EnquiryFollowUpModal } from './EnquiryFollowUpModal';
import { EnquiryForm } from './EnquiryForm';
import { EnquiryStatusTag, FollowUpDay } from './follow-up';
import { ENQUIRIES } from './i18n';
import './enquiries.css';

type Enquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];

/** Long free text stays two lines tall in the table; the rest opens on demand. */
function LongText({ text, width }: { text: string | null; width: string }) {
  const { t } = useTranslation(ENQUIRIES);
  if (!text) return t('notAvailable');
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0, width }}>
      {text}
    </Typography.Paragraph>
  );
}

/** A customer's request for service from the portal, told apart from an enquiry, with the day they would like. */
function ServiceRequestMark({ preferredDate }: { preferredDate: string | null }) {
  const { t } = useTranslation(ENQUIRIES);
  return (
    <Space wrap size={4}>
      <Tag color="blue">{t('list.serviceRequest')}</Tag>
      {preferredDate && <Typography.Text type="secondary">{t('list.preferredDay', { date: formatDate(preferredDate) })}</Typography.Text>}
    </Space>
  );
}

/** The enquiry's state; a converted one links to the customer it became. */
function EnquiryState({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation(ENQUIRIES);
  return (
    <Space orientation="vertical" size={2}>
      <EnquiryStatusTag status={enquiry.status} />
      {enquiry.convertedCustomerId && (
        <Link to={paths.admin.updateCustomer.to(enquiry.convertedCustomerId)} aria-label={t('list.openCustomerNamed', { name: enquiry.name })}>
          {t('list.openCustomer')}
        </Link>
      )}
    </Space>
  );
}

/**
 * /enquiry: taking an enquiry, and following each up: its state and follow-up day in the list
 * (narrowed to a state, or to the follow-ups due: ?status=contacted&followUp=due), the follow-up
 * dialog, and Convert to customer, which opens Create Order filled from the enquiry.
 */
export function EnquiriesPage() {
  const { t } = useTranslation([ENQUIRIES, MESSAGES]);
  const [status, setStatus] = useListChoice('status', listEnquiriesInput.shape.status);
  const [followUp, setFollowUp] = useListChoice('followUp', listEnquiriesInput.shape.followUp);
  const enquiries = useResourceList(trpc.admin.enquiries.list, ENQUIRY_SORT_FIELDS, { status, followUp });
  const [following, setFollowing] = useState<Enquiry>();
  const create = useCreateRecord(trpc.admin.enquiries.create, {
    success: t('list.created'),
    failure: t('list.createFailed'),
    refreshes: 'enquiry',
  });
  const remove = useDeleteRecord(trpc.admin.enquiries.delete, {
    success: t('list.deleted'),
    failure: t('list.deleteFailed'),
    withReason: false,
    refreshes: 'enquiry',
  });

  const statusOptions = [
    { value: '', label: t('list.allStatuses') },
    ...ENQUIRY_STATUSES.map((choice) => ({ value: choice, label: t(MSG.enquiries.labels.status[choice], { ns: MESSAGES }) })),
  ];
  const followUpOptions = [
    { value: '', label: t('list.anyFollowUp') },
    { value: 'due', label: t('list.dueFollowUps') },
  ];

  const columns: DataColumns<Enquiry> = [
    { title: t('list.columns.name'), dataIndex: 'name', key: 'name', sorter: true },
    { title: t('list.columns.phone'), dataIndex: 'phoneNumber', key: 'phoneNumber', render: (phone: string | null) => phone || t('notAvailable') },
    { title: t('list.columns.address'), key: 'address', render: (_value, enquiry) => <LongText text={enquiry.address} width="11rem" /> },
    { title: t('list.columns.product'), key: 'product', render: (_value, enquiry) => enquiry.product?.name ?? t('notAvailable') },
    {
      title: t('list.columns.message'),
      key: 'message',
      render: (_value, enquiry) =>
        enquiry.kind === 'service_request' ? (
          <Space orientation="vertical" size={4}>
            <ServiceRequestMark preferredDate={enquiry.preferredDate} />
            <LongText text={enquiry.message} width="15rem" />
          </Space>
        ) : (
          <LongText text={enquiry.message} width="15rem" />
        ),
    },
    { title: t('list.columns.status'), key: 'status', render: (_value, enquiry) => <EnquiryState enquiry={enquiry} /> },
    { title: t('list.columns.followUp'), key: 'followUpDate', sorter: true, render: (_value, enquiry) => <FollowUpDay enquiry={enquiry} /> },
    { title: t('list.columns.notes'), key: 'notes', render: (_value, enquiry) => <LongText text={enquiry.notes} width="12rem" /> },
    {
      title: t('list.columns.date'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>,
    },
    {
      title: t('list.columns.actions'),
      key: 'actions',
      width: 150,
      render: (_value, enquiry) => (
        <Space wrap size={8}>
          <Tooltip title={t('list.followUp')}>
            <Button icon={<EditOutlined />} aria-label={t('list.followUpNamed', { name: enquiry.name })} onClick={() => setFollowing(enquiry)} />
          </Tooltip>
          {/* A service request comes from a customer already; a converted enquiry is one. */}
          {enquiry.kind === 'enquiry' && !enquiry.convertedCustomerId && (
            <Tooltip title={t('list.convert')}>
              <Link to={paths.admin.customerFromEnquiry(enquiry.id)} aria-label={t('list.convertNamed', { name: enquiry.name })}>
                <Button icon={<UserAddOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
          )}
          <DeleteAction name={t('list.rowName', { name: enquiry.name })} onDelete={() => remove(enquiry.id)} />
        </Space>
      ),
    },
  ];

  return (
    <Page title={t('list.pageTitle')}>
      <Card title={t('list.newCard')}>
        <EnquiryForm {...create} submitLabel={t('save')} />
      </Card>
      <Card title={t('list.listCard')} extra={<ExportCsvButton file="enquiries" list={enquiries} filters={{ status, followUp }} />}>
        <div className="enquiry-filters">
          <div className="enquiry-filter">
            <label htmlFor="enquiry-status">{t('list.filterByStatus')}</label>
            <Select
              id="enquiry-status"
              aria-label={t('list.filterByStatus')}
              value={status ?? ''}
              options={statusOptions}
              onChange={(next: string) => setStatus(next === '' ? undefined : (next as EnquiryStatus))}
            />
          </div>
          <div className="enquiry-filter">
            <label htmlFor="enquiry-follow-up">{t('list.filterByFollowUp')}</label>
            <Select
              id="enquiry-follow-up"
              aria-label={t('list.filterByFollowUp')}
              value={followUp ?? ''}
              options={followUpOptions}
              onChange={(next: string) => setFollowUp(next === 'due' ? 'due' : undefined)}
            />
          </div>
        </div>
        <DataTable
          list={enquiries}
          label={t('list.label')}
          columns={columns}
          searchPlaceholder={t('list.search')}
          {...(followUp === 'due' && { emptyText: t('list.noneDue') })}
        />
      </Card>
      {following && <EnquiryFollowUpModal key={following.id} enquiry={following} onClose={() => setFollowing(undefined)} />}
    </Page>
  );
}
