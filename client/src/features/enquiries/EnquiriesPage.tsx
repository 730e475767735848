import { EditOutlined, UserAddOutlined } from '@ant-design/icons';
import { ENQUIRY_SORT_FIELDS, ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, listEnquiriesInput, type EnquiryStatus } from '@sevak/shared';
import { Button, Card, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { Page } from '../../components/Page';
import { DeleteAction } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useListChoice } from '../../lib/list-params';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EnquiryFollowUpModal } from './EnquiryFollowUpModal';
import { EnquiryForm } from './EnquiryForm';
import { EnquiryStatusTag, FollowUpDay } from './follow-up';
import './enquiries.css';

type Enquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: ENQUIRY_STATUS_LABELS[status] }))];
const FOLLOW_UP_OPTIONS = [
  { value: '', label: 'Any follow-up' },
  { value: 'due', label: 'Due (today and overdue)' },
];

/** Long free text stays two lines tall in the table; the rest opens on demand. */
function LongText({ text, width }: { text: string | null; width: string }) {
  if (!text) return 'N/A';
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, expandable: true }} style={{ margin: 0, width }}>
      {text}
    </Typography.Paragraph>
  );
}

/** A customer's request for service from the portal, told apart from an enquiry, with the day they would like. */
function ServiceRequestMark({ preferredDate }: { preferredDate: string | null }) {
  return (
    <Space wrap size={4}>
      <Tag color="blue">Service request</Tag>
      {preferredDate && <Typography.Text type="secondary">{`Preferred day ${formatDate(preferredDate)}`}</Typography.Text>}
    </Space>
  );
}

/** The enquiry's state; a converted one links to the customer it became. */
function EnquiryState({ enquiry }: { enquiry: Enquiry }) {
  return (
    <Space orientation="vertical" size={2}>
      <EnquiryStatusTag status={enquiry.status} />
      {enquiry.convertedCustomerId && (
        <Link to={paths.admin.updateCustomer.to(enquiry.convertedCustomerId)} aria-label={`Open customer ${enquiry.name}`}>
          Open customer
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
  const [status, setStatus] = useListChoice('status', listEnquiriesInput.shape.status);
  const [followUp, setFollowUp] = useListChoice('followUp', listEnquiriesInput.shape.followUp);
  const enquiries = useResourceList(trpc.admin.enquiries.list, ENQUIRY_SORT_FIELDS, { status, followUp });
  const [following, setFollowing] = useState<Enquiry>();
  const create = useCreateRecord(trpc.admin.enquiries.create, {
    success: 'Enquiry created successfully',
    failure: 'Failed to create enquiry',
    refreshes: 'enquiry',
  });
  const remove = useDeleteRecord(trpc.admin.enquiries.delete, {
    success: 'Enquiry deleted successfully',
    failure: 'Failed to delete enquiry',
    withReason: false,
    refreshes: 'enquiry',
  });

  const columns: DataColumns<Enquiry> = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Phone', dataIndex: 'phoneNumber', key: 'phoneNumber', render: (phone: string | null) => phone || 'N/A' },
    { title: 'Address', key: 'address', render: (_value, enquiry) => <LongText text={enquiry.address} width="11rem" /> },
    { title: 'Product', key: 'product', render: (_value, enquiry) => enquiry.product?.name ?? 'N/A' },
    {
      title: 'Message',
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
    { title: 'Status', key: 'status', render: (_value, enquiry) => <EnquiryState enquiry={enquiry} /> },
    { title: 'Follow-up', key: 'followUpDate', sorter: true, render: (_value, enquiry) => <FollowUpDay enquiry={enquiry} /> },
    { title: 'Notes', key: 'notes', render: (_value, enquiry) => <LongText text={enquiry.notes} width="12rem" /> },
    {
      title: 'Date',
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>,
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 150,
      render: (_value, enquiry) => (
        <Space wrap size={8}>
          <Tooltip title="Follow up">
            <Button icon={<EditOutlined />} aria-label={`Follow up enquiry from ${enquiry.name}`} onClick={() => setFollowing(enquiry)} />
          </Tooltip>
          {/* A service request comes from a customer already; a converted enquiry is one. */}
          {enquiry.kind === 'enquiry' && !enquiry.convertedCustomerId && (
            <Tooltip title="Convert to customer">
              <Link to={paths.admin.customerFromEnquiry(enquiry.id)} aria-label={`Convert to customer: ${enquiry.name}`}>
                <Button icon={<UserAddOutlined />} tabIndex={-1} />
              </Link>
            </Tooltip>
          )}
          <DeleteAction name={`enquiry from ${enquiry.name}`} onDelete={() => remove(enquiry.id)} />
        </Space>
      ),
    },
  ];

  return (
    <Page title="Customer Enquiry">
      <Card title="New Enquiry">
        <EnquiryForm {...create} submitLabel="Save" />
      </Card>
      <Card title="Enquiries" extra={<ExportCsvButton file="enquiries" list={enquiries} filters={{ status, followUp }} />}>
        <div className="enquiry-filters">
          <div className="enquiry-filter">
            <label htmlFor="enquiry-status">Filter by status</label>
            <Select
              id="enquiry-status"
              aria-label="Filter by status"
              value={status ?? ''}
              options={STATUS_OPTIONS}
              onChange={(next: string) => setStatus(next === '' ? undefined : (next as EnquiryStatus))}
            />
          </div>
          <div className="enquiry-filter">
            <label htmlFor="enquiry-follow-up">Filter by follow-up</label>
            <Select
              id="enquiry-follow-up"
              aria-label="Filter by follow-up"
              value={followUp ?? ''}
              options={FOLLOW_UP_OPTIONS}
              onChange={(next: string) => setFollowUp(next === 'due' ? 'due' : undefined)}
            />
          </div>
        </div>
        <DataTable
          list={enquiries}
          label="enquiries"
          columns={columns}
          searchPlaceholder="Search name or phone"
          {...(followUp === 'due' && { emptyText: 'No follow-ups due' })}
        />
      </Card>
      {following && <EnquiryFollowUpModal key={following.id} enquiry={following} onClose={() => setFollowing(undefined)} />}
    </Page>
  );
}
