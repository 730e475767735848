import { EyeOutlined } from '@ant-design/icons';
import { startSupportAccessInput, SUPPORT_ACCESS_MINUTES, SUPPORT_ACCESS_REASON_MAX } from '@sevak/shared';
import { Button, Form, Input, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { characterLimit } from '../../components/character-count';
import { zodRule } from '../../lib/form-rules';
import { useNotify } from '../../lib/notify';
import { errorMessage, trpc } from '../../lib/trpc';
import { SUPPORT_ACCESS } from './i18n';
import { useForgetViewedData } from './use-support-access';

interface ViewAsButtonProps {
  business: { id: string; name: string };
}

/**
 * A business row's "View as": asks why (the business reads it in its banner and its trail), then
 * opens the business's screens read-only for SUPPORT_ACCESS_MINUTES.
 */
export function ViewAsButton({ business }: ViewAsButtonProps) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(SUPPORT_ACCESS);
  const [form] = Form.useForm<{ reason: string }>();
  const navigate = useNavigate();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const forgetViewedData = useForgetViewedData();
  const start = trpc.superadmin.supportAccess.start.useMutation({
    onSuccess: async (access) => {
      forgetViewedData();
      utils.superadmin.supportAccess.active.setData(undefined, access);
      setOpen(false);
      await navigate(paths.admin.dashboard);
    },
    onError: (error) => notify.error(errorMessage(error, t('viewAs.startFailed'))),
  });
  const submit = async () => {
    const { reason } = await form.validateFields();
    start.mutate({ id: business.id, reason });
  };
  return (
    <>
      <Tooltip title={t('viewAs.tooltip')}>
        <Button icon={<EyeOutlined />} aria-label={t('viewAs.button', { business: business.name })} onClick={() => setOpen(true)} />
      </Tooltip>
      <Modal
        open={open}
        title={t('viewAs.title', { business: business.name })}
        okText={start.isPending ? t('viewAs.opening') : t('viewAs.ok')}
        okButtonProps={{ disabled: start.isPending }}
        onOk={() => void submit().catch(() => undefined)}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t('viewAs.explanation', { minutes: SUPPORT_ACCESS_MINUTES })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" name="viewAs" requiredMark={false}>
          <Form.Item name="reason" label={t('viewAs.reason')} rules={[zodRule(startSupportAccessInput.shape.reason)]}>
            <Input.TextArea
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={t('viewAs.reasonPlaceholder')}
              {...characterLimit(SUPPORT_ACCESS_REASON_MAX)}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
