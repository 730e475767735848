import { ReloadOutlined, WhatsAppOutlined } from '@ant-design/icons';
import { customerSignInInput, customerSignInMessage, whatsappUrl } from '@sevak/shared';
import { Alert, Button, Form, Input, Modal, Space, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { useMutationFeedback } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { CUSTOMERS } from './i18n';
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
  const { t } = useTranslation(CUSTOMERS);
  const [form] = Form.useForm<SignInValues>();
  const [suggested] = useState(readablePassword);
  const [toSend, setToSend] = useState<SignInToSend>();
  const setSignIn = trpc.admin.customers.setSignIn.useMutation(
    useMutationFeedback()({ success: t('signIn.set'), failure: t('signIn.setFailed') }),
  );

  const submit = async ({ password }: SignInValues) => {
    const signIn = await setSignIn.mutateAsync({ id: customer.id, password });
    const message = customerSignInMessage(signIn, password, `${window.location.origin}/signin`);
    setToSend({ whatsappUrl: whatsappUrl(signIn.phoneNumber, message), message });
  };

  return (
    <Modal
      open
      title={t('signIn.title', { name: customer.fullname })}
      onCancel={onClose}
      footer={
        toSend
          ? [
              <Button key="done" onClick={onClose}>
                {t('signIn.done')}
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose} disabled={setSignIn.isPending}>
                {t('signIn.cancel')}
              </Button>,
              <Button key="set" type="primary" onClick={() => form.submit()} disabled={setSignIn.isPending}>
                {setSignIn.isPending ? t('saving') : t('signIn.setPassword')}
              </Button>,
            ]
      }
    >
      {toSend ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Alert type="success" showIcon title={t('signIn.ready', { name: customer.fullname })} />
          <Typography.Paragraph copyable={{ text: toSend.message, tooltips: [t('signIn.copy'), t('signIn.copied')] }} style={{ margin: 0 }}>
            {toSend.message}
          </Typography.Paragraph>
          <Button type="primary" icon={<WhatsAppOutlined aria-hidden />} href={toSend.whatsappUrl} target="_blank" rel="noopener noreferrer">
            {t('signIn.sendOnWhatsApp')}
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
            label={t('signIn.password')}
            rules={[zodRule(customerSignInInput.shape.password)]}
            extra={t('signIn.passwordHelp', { name: customer.fullname })}
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              suffix={
                <Tooltip title={t('signIn.suggest')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ReloadOutlined aria-hidden />}
                    aria-label={t('signIn.suggestPassword')}
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
