import { ShopOutlined } from '@ant-design/icons';
import { BUSINESS_SORT_FIELDS } from '@sevak/shared';
import { Avatar, Card, Form, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumns } from '../../components/DataTable';
import { Page } from '../../components/Page';
import { actionsColumn } from '../../components/RowActions';
import { formatDate } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { useDeleteRecord } from '../../lib/record-form';
import { useResourceList } from '../../lib/resource-list';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { ViewAsButton } from '../support-access/ViewAsButton';
import { ConsoleSummary } from '../operator-console/ConsoleSummary';
import { UsageCell } from '../operator-console/usage';
import { RenewBusinessButton } from '../subscriptions/RenewBusinessButton';
import { SubscriptionHistoryButton } from '../subscriptions/SubscriptionHistoryButton';
import { AdminForm, type AdminFormValues } from './AdminForm';
import { BusinessStatusTag } from './BusinessStatusTag';
import { BUSINESSES } from './i18n';

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

/**
 * The operator's screen: register admins (businesses), edit or remove them (spec §2
 * /superadmin/dashboard), under the console's figures at a glance; each row says what the business uses.
 */
export function AdminsPage() {
  const { t } = useTranslation(BUSINESSES);
  const [form] = Form.useForm<AdminFormValues>();
  const [editing, setEditing] = useState<Admin>();
  const formCard = useRef<HTMLDivElement>(null);
  const feedback = useMutationFeedback();
  const admins = useResourceList(trpc.superadmin.businesses.list, BUSINESS_SORT_FIELDS);

  const leaveEditMode = () => {
    setEditing(undefined);
    form.resetFields();
  };

  const create = trpc.superadmin.businesses.create.useMutation(
    feedback({ success: t('toasts.created'), failure: t('toasts.createFailed'), refreshes: 'business' }),
  );
  const update = trpc.superadmin.businesses.update.useMutation(
    feedback({ success: t('toasts.updated'), failure: t('toasts.updateFailed'), refreshes: 'business', after: leaveEditMode }),
  );
  const remove = useDeleteRecord(trpc.superadmin.businesses.delete, {
    success: t('toasts.deleted'),
    failure: t('toasts.deleteFailed'),
    refreshes: 'business',
    after: ({ id }) => {
      if (editing?.id === id) leaveEditMode();
    },
  });
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
      title: t('list.logo'),
      key: 'logo',
      width: 72,
      render: (_value, admin) => (
        <Avatar
          shape="square"
          size={40}
          src={admin.image || undefined}
          icon={admin.image ? undefined : <ShopOutlined />}
          alt={t('list.logoAlt', { name: admin.user.fullname })}
        />
      ),
    },
    { title: t('list.businessName'), key: 'fullname', sorter: true, render: (_value, admin) => admin.user.fullname },
    { title: t('list.phone'), key: 'phone', render: (_value, admin) => admin.user.phoneNumber || t('list.none') },
    { title: t('list.email'), key: 'email', render: (_value, admin) => admin.user.email || t('list.none') },
    { title: t('list.startDate'), dataIndex: 'startDate', key: 'startDate', sorter: true, render: (value: string) => formatDate(value) },
    { title: t('list.expiryDate'), dataIndex: 'expiryDate', key: 'expiryDate', sorter: true, render: (value: string) => formatDate(value) },
    { title: t('list.status'), key: 'status', render: (_value, admin) => <BusinessStatusTag business={admin} /> },
    {
      title: t('list.subscription'),
      key: 'subscription',
      render: (_value, admin) => {
        const business = { id: admin.id, name: admin.user.fullname, expiryDate: admin.expiryDate };
        return (
          <Space size={4} wrap>
            <RenewBusinessButton business={business} />
            <SubscriptionHistoryButton business={business} />
          </Space>
        );
      },
    },
    { title: t('list.usage'), key: 'usage', render: (_value, admin) => <UsageCell usage={admin.usage} /> },
    actionsColumn((admin) => ({
      name: admin.user.fullname,
      onEdit: () => startEditing(admin),
      onDelete: () => remove(admin.id),
      before: <ViewAsButton business={{ id: admin.id, name: admin.user.fullname }} />,
    })),
  ];

  return (
    <Page title={t('page.title')}>
      <ConsoleSummary />
      <div ref={formCard}>
        <Card
          title={editing ? t('form.editTitle') : t('form.registerTitle')}
          extra={editing && <Typography.Text type="secondary">{t('form.editing', { name: editing.user.fullname })}</Typography.Text>}
        >
          <AdminForm form={form} editing={editing !== undefined} saving={saving} onSubmit={submit} onCancelEdit={leaveEditMode} />
        </Card>
      </div>
      <Card title={t('list.title')}>
        <DataTable list={admins} label={t('list.label')} columns={columns} searchPlaceholder={t('list.search')} />
      </Card>
    </Page>
  );
}
