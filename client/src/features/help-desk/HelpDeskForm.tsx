import { createHelpDeskTicketInput, LIMITS } from '@sevak/shared';
import { Form, Input } from 'antd';
import type { z } from 'zod';
import { SaveForm, type RecordFormProps } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';
import { characterLimit } from '../../components/character-count';

/** An admin's query to the platform operator (spec §2 /helpdesk, §5 "Help-desk message"). */
export function HelpDeskForm(props: RecordFormProps<z.input<typeof createHelpDeskTicketInput>>) {
  return (
    <SaveForm {...props}>
      <Form.Item name="message" label="Message" rules={[zodRule(createHelpDeskTicketInput.shape.message)]}>
        <Input.TextArea
          placeholder="Tell us what you need help with: a problem, a question about your plan, or a renewal."
          autoSize={{ minRows: 4, maxRows: 10 }}
          {...characterLimit(LIMITS.message)}
        />
      </Form.Item>
    </SaveForm>
  );
}
