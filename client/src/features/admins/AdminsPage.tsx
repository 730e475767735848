import { ShopOutlined } from '@ant-design/icons';
import { Alert, Avatar, Card, Form, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { RowActions } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useListParams } from '../../lib/list-params';
import { useMutationFeedback } from '../../lib/notify';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';
import { AdminForm, type AdminFormValues } from './AdminForm';
import { BusinessStatusTag } from './BusinessStatusTag';

const SORT_FIELDS = ['fullname', 'startDate', 'expiryDate', 'createdAt'] as const;

type Admin = RouterOutputs['superadmin']['businesses']['list']['items'][number];

function formValuesOf(admin: Admin): AdminFormValues {
  return {
    fullname: admin.user.fullname,
    email: admin.user.email ?? '',
    phoneNumber: admin.user.phoneNumber,
    password: '',
    address: admin.user.address ?? '',
    startDate: admin.startDate,
    expiryDate: admin.expiryDate,
    image: admin.image,
  };
}

/** The operator's screen: register admins (businesses), edit or remove them (spec §2 /superadmin/dashboard). */
export function AdminsPage() {
  const [form] = Form.useForm<AdminFormValues>();
  const [editing, setEditing] = useState<Admin>();
  const formCard = useRef<HTMLDivElement>(null);
  const feedback = useMutationFeedback();
  const list = useListParams(SORT_FIELDS);
  const utils = trpc.useUtils();
  const admins = trpc.superadmin.businesses.list.useQuery(list.query, { placeholderData: (previous) => previous });
  const refresh = () => utils.superadmin.businesses.invalidate();

  const leaveEditMode = () => {
    setEditing(undefined);
    form.resetFields();
  };

  const create = trpc.superadmin.businesses.create.useMutation(
    feedback({ success: 'Admin created successfully', failure: 'Failed to create admin', resetForm: form, after: refresh }),
  );
  const update = trpc.superadmin.businesses.update.useMutation(
    feedback({
      success: 'Admin updated successfully',
      failure: 'Failed to update admin',
      after: async () => {
        leaveEditMode();
        await refresh();
      },
    }),
  );
  const remove = trpc.superadmin.businesses.delete.useMutation(
    feedback({
      success: 'Admin deleted successfully',
      failure: 'Failed to delete admin',
      after: async ({ id }) => {
        if (editing?.id === id) leaveEditMode();
        await refresh();
      },
    }),
  );
  const saving = create.isPending || update.isPending;

  const startEditing = (admin: Admin) => {
    setEditing(admin);
    form.resetFields();
    form.setFieldsValue(formValuesOf(admin));
    formCard.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    form.focusField('fullname');
  };

  const submit = (values: AdminFormValues) => {
    if (!editing) return create.mutateAsync({ ...values, password: values.password ?? '' });
    // An unchanged logo is not sent back: the server keeps the one it has.
    const image = values.image === editing.image ? undefined : (values.image ?? null);
    return update.mutateAsync({ id: editing.id, data: { ...values, image } });
  };

  const columns: DataColumns<Admin> = [
    {
      title: 'Logo',
      key: 'logo',
      width: 72,
      render: (_value, admin) => (
        <Avatar
          shape="square"
          size={40}
          src={admin.image || undefined}
          icon={admin.image ? undefined : <ShopOutlined />}
          alt={`${admin.user.fullname} logo`}
        />
      ),
    },
    { title: 'Business Name', key: 'fullname', sorter: true, render: (_value, admin) => admin.user.fullname },
    { title: 'Phone', key: 'phone', render: (_value, admin) => admin.user.phoneNumber || 'N/A' },
    { title: 'Email', key: 'email', render: (_value, admin) => admin.user.email || 'N/A' },
    { title: 'Start Date', dataIndex: 'startDate', key: 'startDate', sorter: true, render: (value: string) => formatDate(value) },
    { title: 'Expiry Date', dataIndex: 'expiryDate', key: 'expiryDate', sorter: true, render: (value: string) => formatDate(value) },
    { title: 'Status', key: 'status', render: (_value, admin) => <BusinessStatusTag business={admin} /> },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_value, admin) => (
        <RowActions
          name={admin.user.fullname}
          onEdit={() => startEditing(admin)}
          onDelete={() => remove.mutateAsync({ id: admin.id })}
        />
      ),
    },
  ];

  return (
    <Page title="Admin Management">
      <div ref={formCard}>
        <Card
          title={editing ? 'Edit Admin' : 'Register Admin'}
          extra={editing && <Typography.Text type="secondary">Editing {editing.user.fullname}</Typography.Text>}
        >
          <AdminForm form={form} editing={editing !== undefined} saving={saving} onSubmit={submit} onCancelEdit={leaveEditMode} />
        </Card>
      </div>
      <Card title="Admins">
        {admins.isError && (
          <Alert type="error" showIcon title={errorMessage(admins.error, 'Failed to get admins')} style={{ marginBottom: 16 }} />
        )}
        <DataTable
          label="admins"
          columns={columns}
          data={admins.data}
          loading={admins.isFetching}
          list={list}
          searchPlaceholder="Search admins"
        />
      </Card>
    </Page>
  );
}
