import { ReloadOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { customerSignInInput, customerSignInMessage, whatsappUrl } from '@sevak/shared';
import { Alert, Button, Form, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { readablePassword } from './sign-in-password';

interface SignInValues {
  password: string;
}

/** What the owner sends: the WhatsApp link and, to read or copy, the message it carries. */
interface SignInToSend {
  whatsappUrl: string;
  message: string;
}

interface SendSignInModalProps {
  customer: { id: string; fullname: string };
  onClose: () => void;
}

/**
 * Send sign-in: the owner sets the customer's portal password (one easy to read out is
 * suggested), then sends it with the sign-in address on WhatsApp. Setting it ends the customer's
 * sessions, so an old password shared before stops working.
 */
export function SendSignInModal({ customer, onClose }: SendSignInModalProps) {
  const [form] = Form.useForm<SignInValues>();
  const [suggested] = useState(readablePassword);
  const [toSend, setToSend] = useState<SignInToSend>();
  const setSignIn = trpc.admin.customers.setSignIn.useMutation(
    useMutationFeedback()({ success: 'Sign-in password set', failure: 'Failed to set sign-in password' }),
  );

  const submit = async ({ password }: SignInValues) => {
    const signIn = await setSignIn.mutateAsync({ id: customer.id, password });
    const message = customerSignInMessage(signIn, password, `${window.location.origin}/signin`);
    setToSend({ whatsappUrl: whatsappUrl(signIn.phoneNumber, message), message });
  };

  return (
    <Modal
      open
      title={`Send sign-in to ${customer.fullname}`}
      onCancel={onClose}
      footer={
        toSend
          ? [
              <Button key="done" onClick={onClose}>
                Done
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={setSignIn.isPending}>
                Cancel
              </Button>,
              <Button key="set" type="primary" onClick={() => form.submit()} disabled={setSignIn.isPending}>
                {setSignIn.isPending ? 'Saving...' : 'Set Password'}
              </Button>,
            ]
      }
    >
      {toSend ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="success" showIcon title={`${customer.fullname} can now sign in with this password.`} />
          <Typography.Paragraph copyable={{ text: toSend.message, tooltips: ['Copy message', 'Copied'] }} style={{ margin: 0 }}>
            {toSend.message}
          </Typography.Paragraph>
          <Button type="primary" icon={<WhatsAppOutlined aria-hidden />} href={toSend.whatsappUrl} target="_blank" rel="noopener noreferrer">
            Send on WhatsApp
          </Button>
        </Space>
      ) : (
        <SaveForm<SignInValues>
          form={form}
          name="sendSignIn"
          saving={setSignIn.isPending}
          onSubmit={submit}
          initialValues={{ password: suggested }}
        >
          <Form.Item
            name="password"
            label="Password"
            rules={[zodRule(customerSignInInput.shape.password)]}
            extra={`Setting it replaces any earlier password and signs ${customer.fullname} out of the portal.`}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              suffix={
                <Tooltip title="Suggest another">
                  <Button
                    type="text"
                    size="small"
                    icon={<ReloadOutlined aria-hidden />}
                    aria-label="Suggest another password"
                    onClick={() => form.setFieldValue('password', readablePassword())}
                  />
                </Tooltip>
              }
            />
          </Form.Item>
        </SaveForm>
      )}
    </Modal>
  );
}
