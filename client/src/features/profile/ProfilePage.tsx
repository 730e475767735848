import { LIMITS, MSG, updateProfileInput } from '@sevak/shared';
import { Card, Col, Descriptions, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { MESSAGES } from '../../i18n/messages-catalogue';
import { PROFILE } from './i18n';

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
  const { t } = useTranslation(PROFILE);
  return (
    <Page title={t('title')}>
      <WhenLoaded query={profile} failure={t('loadFailed')}>
        {(saved) => <ProfileEditor profile={saved} />}
      </WhenLoaded>
    </Page>
  );
}

function ProfileEditor({ profile }: { profile: Profile }) {
  const [form] = Form.useForm<ProfileValues>();
  const { t } = useTranslation([PROFILE, MESSAGES]);
  const feedback = useMutationFeedback();
  const update = trpc.admin.profile.update.useMutation(
    feedback({ success: t('updated'), failure: t('updateFailed'), refreshes: 'profile' }),
  );

  const submit = async (values: ProfileValues) => {
    // An unchanged logo is not sent back: the server keeps the one it has.
    const image = values.image === profile.image ? undefined : (values.image ?? null);
    form.setFieldsValue(formValuesOf(await update.mutateAsync({ ...values, image })));
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <Card title={t('businessDetails')}>
          <SaveForm
            form={form}
            initialValues={formValuesOf(profile)}
            onSubmit={submit}
            saving={update.isPending}
            submitLabel={t('submit')}
          >
            <Form.Item name="image" label={t('logo')} rules={[logoRule]}>
              <LogoInput />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} md={12}>
                <Form.Item name="fullname" label={t('businessName')} rules={[zodRule(shape.fullname)]}>
                  <Input {...characterLimit(LIMITS.name)} autoComplete="organization" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="email" label={t('email')} rules={[zodRule(shape.email)]}>
                  <Input type="email" autoComplete="email" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                {/* The sign-in phone is the operator's to change (shared/profile.schemas.ts). */}
                <Form.Item name="phoneNumber" label={t('phoneNumber')} extra={t(MSG.profile.errors.ownerPhone, { ns: MESSAGES })}>
                  <Input readOnly inputMode="tel" autoComplete="tel" />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item
                  name="password"
                  label={t('newPassword')}
                  rules={[zodRule(shape.password)]}
                  extra={t('newPasswordHelp')}
                >
                  <Input.Password placeholder={t('newPasswordPlaceholder')} autoComplete="new-password" />
                </Form.Item>
              </Col>
              <Col xs={24}>
                <Form.Item name="address" label={t('address')} rules={[zodRule(shape.address)]}>
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} {...characterLimit(LIMITS.address)} />
                </Form.Item>
              </Col>
            </Row>
          </SaveForm>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card title={t('accessPeriod')}>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'start', label: t('startDate'), children: formatDate(profile.startDate) },
              { key: 'expiry', label: t('expiryDate'), children: formatDate(profile.expiryDate) },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
