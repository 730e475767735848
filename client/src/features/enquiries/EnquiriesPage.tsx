import type { EnquiryFields } from '@sevak/shared';
import { App, Card, Form, Typography } from 'antd';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { DeleteAction } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback, useNotify } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { EnquiryForm } from './EnquiryForm';

const SORT_FIELDS = ['createdAt', 'name'] as const;

type Enquiry = RouterOutputs['admin']['enquiries']['list']['items'][number];

/** Long free text stays two lines tall in the table; the rest opens on demand. */
function LongText({ text, width }: { text: string | null; width: string }) {
  if (!text) return 'N/A';
  return (
    <Typography.Paragraph ellipsis={{ rows: 2, expandable: true, symbol: 'more' }} style={{ margin: 0, width }}>
      {text}
    </Typography.Paragraph>
  );
}

export function EnquiriesPage() {
  const [form] = Form.useForm<EnquiryFields>();
  const notify = useNotify();
  const feedback = useMutationFeedback();
  const { message } = App.useApp();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const enquiries = trpc.admin.enquiries.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.admin.enquiries.invalidate();

  const create = trpc.admin.enquiries.create.useMutation(
    feedback({ success: 'Enquiry created successfully', failure: 'Failed to create enquiry', resetForm: form, after: refresh }),
  );
  const remove = trpc.admin.enquiries.delete.useMutation({
    onSuccess: async () => {
      notify.success('Enquiry deleted successfully');
      await refresh();
    },
    // Spec §8 gives this one without the server's message.
    onError: () => void message.error('Failed to delete enquiry'),
  });

  const columns: DataColumns<Enquiry> = [
    { title: 'Name', dataIndex: 'name', key: 'name', sorter: true },
    { title: 'Phone', dataIndex: 'phoneNumber', key: 'phoneNumber', render: (phone: string | null) => phone || 'N/A' },
    { title: 'Address', key: 'address', render: (_value, enquiry) => <LongText text={enquiry.address} width="11rem" /> },
    { title: 'Product', key: 'product', render: (_value, enquiry) => enquiry.product?.name ?? 'N/A' },
    { title: 'Message', key: 'message', render: (_value, enquiry) => <LongText text={enquiry.message} width="15rem" /> },
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
        <DeleteAction name={`enquiry from ${enquiry.name}`} onDelete={() => remove.mutateAsync({ id: enquiry.id })} />
      ),
    },
  ];

  return (
    <Page title="Customer Enquiry">
      <Card title="New Enquiry">
        <EnquiryForm form={form} saving={create.isPending} onSubmit={(fields) => create.mutateAsync(fields)} />
      </Card>
      <Card title="Enquiries">
        <DataTable
          label="enquiries"
          columns={columns}
          data={enquiries.data}
          loading={enquiries.isFetching}
          list={list}
          searchPlaceholder="Search name or phone"
        />
      </Card>
    </Page>
  );
}
