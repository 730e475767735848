import { changePasswordInput, type ChangePasswordInput } from '@sevak/shared';
import { Card, Col, Form, Input, Row, Typography, type FormRule } from 'antd';
import { Page } from '../../components/Page';
import { SaveForm } from '../../components/SaveForm';
import { zodFormFieldRule, zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { useAuth } from '../auth/auth-context';

/** The form as it holds its values: what the server takes, and the new password typed again. */
type ChangePasswordValues = ChangePasswordInput & { confirmPassword: string };

/** The confirmation is the client's own check: the server never sees it. */
const confirmsNewPassword: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, confirmation: string | undefined) => {
    if (!confirmation) throw new Error('Confirm your new password');
    if (confirmation !== getFieldValue('newPassword')) throw new Error('The two passwords do not match');
  },
});

/** The platform operator changes their own password, re-entering the current one. */
export function ChangePasswordPage() {
  const { user } = useAuth();
  const feedback = useMutationFeedback();
  const change = trpc.superadmin.account.changePassword.useMutation(
    feedback({ success: 'Password changed successfully', failure: 'Failed to change password' }),
  );

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    await change.mutateAsync({ currentPassword, newPassword });
  };

  return (
    <Page title="Change Password">
      <Row>
        <Col xs={24} md={16} lg={12}>
          <Card>
            <Typography.Paragraph type="secondary">
              Your other signed-in devices are signed out once the password changes; this one stays signed in.
            </Typography.Paragraph>
            <SaveForm<ChangePasswordValues> onSubmit={submit} saving={change.isPending} submitLabel="Change Password" resetOnSave>
              {/* Tells a password manager whose saved password this is, so it offers to update that one. */}
              <input type="text" name="username" autoComplete="username" value={user?.phoneNumber ?? ''} readOnly hidden />
              <Form.Item name="currentPassword" label="Current Password" rules={[zodRule(changePasswordInput.shape.currentPassword)]}>
                <Input.Password autoComplete="current-password" />
              </Form.Item>
              <Form.Item
                name="newPassword"
                label="New Password"
                dependencies={['currentPassword']}
                rules={[zodFormFieldRule(changePasswordInput, 'newPassword')]}
              >
                <Input.Password autoComplete="new-password" />
              </Form.Item>
              <Form.Item name="confirmPassword" label="Confirm New Password" dependencies={['newPassword']} rules={[confirmsNewPassword]}>
                <Input.Password autoComplete="new-password" />
              </Form.Item>
            </SaveForm>
          </Card>
        </Col>
      </Row>
    </Page>
  );
}
