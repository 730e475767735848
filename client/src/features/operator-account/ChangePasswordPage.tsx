import { changePasswordInput, type ChangePasswordInput } from '@sevak/shared';
import { Card, Col, Form, Input, Row, Typography, type FormRule } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { SaveForm } from '../../components/SaveForm';
import { zodFormFieldRule, zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';
import { OPERATOR_ACCOUNT } from './i18n';

/** The form as it holds its values: what the server takes, and the new password typed again. */
type ChangePasswordValues = ChangePasswordInput & { confirmPassword: string };

/** The confirmation is the client's own check: the server never sees it. */
const confirmsNewPassword =
  (t: TFunction<typeof OPERATOR_ACCOUNT>): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, confirmation: string | undefined) => {
      if (!confirmation) throw new Error(t('changePassword.confirmRequired'));
      if (confirmation !== getFieldValue('newPassword')) throw new Error(t('changePassword.mismatch'));
    },
  });

/** The platform operator changes their own password, re-entering the current one. */
export function ChangePasswordPage() {
  const { t } = useTranslation(OPERATOR_ACCOUNT);
  const { user } = useAuth();
  const feedback = useMutationFeedback();
  const change = trpc.superadmin.account.changePassword.useMutation(
    feedback({ success: t('changePassword.changed'), failure: t('changePassword.failed') }),
  );

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    await change.mutateAsync({ currentPassword, newPassword });
  };

  return (
    <Page title={t('changePassword.title')}>
      <Row>
        <Col xs={24} md={16} lg={12}>
          <Card>
            <Typography.Paragraph type="secondary">{t('changePassword.othersSignedOut')}</Typography.Paragraph>
            <SaveForm<ChangePasswordValues> onSubmit={submit} saving={change.isPending} submitLabel={t('changePassword.submit')} resetOnSave>
              {/* Tells a password manager whose saved password this is, so it offers to update that one. */}
              <input type="text" name="username" autoComplete="username" value={user?.phoneNumber ?? ''} readOnly hidden />
              <Form.Item name="currentPassword" label={t('changePassword.currentPassword')} rules={[zodRule(changePasswordInput.shape.currentPassword)]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="newPassword"
                label={t('changePassword.newPassword')}
                dependencies={['currentPassword']}
                rules={[zodFormFieldRule(changePasswordInput, 'newPassword')]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item
                name="confirmPassword"
                label={t('changePassword.confirmPassword')}
                dependencies={['newPassword']}
                rules={[confirmsNewPassword(t)]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </SaveForm>
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
