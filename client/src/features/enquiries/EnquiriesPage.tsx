import { ENQUIRY_SORT_FIELDS } from '@sevak/shared';
import { Card, Space, Tag, Typography } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { DeleteAction } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useCreateRecord, useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EnquiryForm } from './EnquiryForm';

type Enquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];

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

export function EnquiriesPage() {
  const enquiries = useResourceList(trpc.admin.enquiries.list, ENQUIRY_SORT_FIELDS);
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
      width: 90,
      render: (_value, enquiry) => (
        <DeleteAction name={`enquiry from ${enquiry.name}`} onDelete={() => remove(enquiry.id)} />
      ),
    },
  ];

  return (
    <Page title="Customer Enquiry">
      <Card title="New Enquiry">
        <EnquiryForm {...create} submitLabel="Save" />
      </Card>
      <Card title="Enquiries">
        <DataTable list={enquiries} label="enquiries" columns={columns} searchPlaceholder="Search name or phone" />
      </Card>
    </Page>
  );
}
