import { updateProfileInput, type AdminProfile } from '@sevak/shared';
import { Button, Card, Col, Descriptions, Form, Input, Result, Row, Spin } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { LogoInput } from '../../components/LogoInput';
import { Page } from '../../components/Page';
import { zodRule } from '../../lib/form-rules';
import { formatDate } from '../../lib/format';
import { useNotify } from '../../lib/notify';
import { errorMessage, trpc, type RouterOutputs } from '../../lib/trpc';

/** The profile form as it holds its values; the logo is a data URL. */
interface ProfileFormValues {
  fullname: string;
  email: string;
  phoneNumber: string;
  address?: string | null;
  password?: string;
  image?: string | null;
}

type Profile = RouterOutputs['admin']['profile']['get'];

const { shape } = updateProfileInput;

function formValuesOf(profile: Pick<AdminProfile, 'user' | 'image'>): ProfileFormValues {
  return {
    fullname: profile.user.fullname,
    email: profile.user.email ?? '',
    phoneNumber: profile.user.phoneNumber,
    address: profile.user.address ?? '',
    password: '',
    image: profile.image,
  };
}

/** The signed-in admin edits their own account and logo (spec §2 /update/profile). */
export function ProfilePage() {
  const notify = useNotify();
  const utils = trpc.useUtils();
  const profile = trpc.admin.profile.get.useQuery();

  return (
    <Page title="My Profile">
      {profile.isPending ? (
        <Card>
          <Spin />
        </Card>
      ) : profile.isError ? (
        <Card>
          <Result status="warning" title={errorMessage(profile.error, 'Failed to get admin')} />
        </Card>
      ) : (
        <ProfileEditor
          profile={profile.data}
          onSaved={async () => {
            notify.success('Profile updated successfully');
            // The top bar's greeting and avatar come from the current user.
            await Promise.all([utils.users.me.invalidate(), utils.admin.profile.invalidate()]);
          }}
          onFailed={(error) => notify.failure('Failed to update profile: ', error, 'Failed to update profile')}
        />
      )}
    </Page>
  );
}

interface ProfileEditorProps {
  profile: Profile;
  onSaved: () => Promise<void>;
  onFailed: (error: unknown) => void;
}

function ProfileEditor({ profile, onSaved, onFailed }: ProfileEditorProps) {
  const [form] = Form.useForm<ProfileFormValues>();

  const update = trpc.admin.profile.update.useMutation({
    onSuccess: async (saved) => {
      form.setFieldsValue(formValuesOf(saved));
      await onSaved();
    },
    onError: onFailed,
  });

  const submit = (values: ProfileFormValues) => {
    // An unchanged logo is not sent back: the server keeps the one it has.
    const image = values.image === profile.image ? undefined : (values.image ?? null);
    return update.mutateAsync({ ...values, image });
  };
  const saving = update.isPending;

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title="Business Details">
          <SaveForm
            form={form}
            layout="vertical"
            initialValues={formValuesOf(profile)}
            onFinish={submit}
            saving={saving}
            requiredMark={false}
          >
            <Form.Item name="image" label="Logo" rules={[zodRule(shape.image)]}>
              <LogoInput />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="fullname" label="Business Name" rules={[zodRule(shape.fullname)]}>
                  <Input maxLength={100} autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="phoneNumber" label="Phone Number" rules={[zodRule(shape.phoneNumber)]}>
                  <Input inputMode="tel" maxLength={16} autoComplete="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="password"
                  label="New Password"
                  rules={[zodRule(shape.password)]}
                  extra="Leave blank to keep your current password."
                >
                  <Input.Password placeholder="New password (optional)" autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="address" label="Address" rules={[zodRule(shape.address)]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} />
                </Form.Item>
              </Col>
            </Row>
            <Button type="primary" htmlType="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Update Profile'}
            </Button>
          </SaveForm>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title="Access Period">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'start', label: 'Start Date', children: formatDate(profile.startDate) },
              { key: 'expiry', label: 'Expiry Date', children: formatDate(profile.expiryDate) },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
