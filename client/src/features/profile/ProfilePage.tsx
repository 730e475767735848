import { LIMITS, OWNER_PHONE_MESSAGE, updateProfileInput } from '@sevak/shared';
import { Card, Col, Descriptions, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { LogoInput, logoRule } from '../../components/LogoInput';
import { Page } from '../../components/Page';
import { SaveForm } from '../../components/SaveForm';
import { WhenLoaded } from '../../components/WhenLoaded';
import { zodRule } from '../../lib/form-rules';
import { formatDate } from '../../lib/format';
import { useMutationFeedback } from '../../lib/notify';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { characterLimit } from '../../components/character-count';

/** The profile form as it holds its values; the logo is a data URL. */
type ProfileValues = z.input<typeof updateProfileInput>;

type Profile = RouterOutputs['admin']['profile']['get'];

const { shape } = updateProfileInput;

function formValuesOf(profile: Pick<Profile, 'user' | 'image'>): ProfileValues {
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
  const profile = trpc.admin.profile.get.useQuery();
  return (
    <Page title="My Profile">
      <WhenLoaded query={profile} failure="Failed to get admin">
        {(saved) => <ProfileEditor profile={saved} />}
      </WhenLoaded>
    </Page>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<ProfileValues>();
  const feedback = useMutationFeedback();
  const update = trpc.admin.profile.update.useMutation(
    feedback({ success: 'Profile updated successfully', failure: 'Failed to update profile', refreshes: 'profile' }),
  );

  const submit = async (values: ProfileValues) => {
    // An unchanged logo is not sent back: the server keeps the one it has.
    const image = values.image === profile.image ? undefined : (values.image ?? null);
    form.setFieldsValue(formValuesOf(await update.mutateAsync({ ...values, image })));
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title="Business Details">
          <SaveForm
            form={form}
            initialValues={formValuesOf(profile)}
            onSubmit={submit}
            saving={update.isPending}
            submitLabel="Update Profile"
          >
            <Form.Item name="image" label="Logo" rules={[logoRule]}>
              <LogoInput />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="fullname" label="Business Name" rules={[zodRule(shape.fullname)]}>
                  <Input {...characterLimit(LIMITS.name)} autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label="Email" rules={[zodRule(shape.email)]}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                {/* The sign-in phone is the operator's to change (shared/profile.schemas.ts). */}
                <Form.Item name="phoneNumber" label="Phone Number" extra={OWNER_PHONE_MESSAGE}>
                  <Input readOnly inputMode="tel" autoComplete="tel" />
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
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.address)} />
                </Form.Item>
              </Col>
            </Row>
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
