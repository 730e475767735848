import { createHelpDeskTicketInput, LIMITS } from '@sevak/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { characterLimit } from '../../components/character-count';
import { HELP_DESK } from './i18n';

/** An admin's query to the platform operator (spec §2 /helpdesk, §5 "Help-desk message"). */
export function HelpDeskForm(props: RecordFormProps<z.input<typeof createHelpDeskTicketInput>>) {
  const { t } = useTranslation(HELP_DESK);
  return (
    <SaveForm {...props}>
      <Form.Item name="message" label={t('form.message')} rules={[zodRule(createHelpDeskTicketInput.shape.message)]}>
        <Input.TextArea
          placeholder={t('form.messagePlaceholder')}
          autoSize={{ minRows: 4, maxRows: 10 }}
          {...characterLimit(LIMITS.message)}
        />
      </Form.Item>
    </SaveForm>
  );
}
