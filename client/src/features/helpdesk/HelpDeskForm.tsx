import { createHelpDeskTicketInput, LIMITS, type CreateHelpDeskTicketInput } from '@sevak/shared';
import { Button, Form, Input, type FormInstance } from 'antd';
import { SaveForm } from '../../components/SaveForm';
import { zodRule } from '../../lib/form-rules';

interface HelpDeskFormProps {
  form: FormInstance<CreateHelpDeskTicketInput>;
  saving: boolean;
  onSubmit: (fields: CreateHelpDeskTicketInput) => Promise<unknown>;
}

/** An admin's query to the platform operator (spec §2 /helpdesk, §5 "Help-desk message"). */
export function HelpDeskForm({ form, saving, onSubmit }: HelpDeskFormProps) {
  return (
    <SaveForm form={form} layout="vertical" onFinish={onSubmit} saving={saving} requiredMark={false}>
      <Form.Item name="message" label="Message" rules={[zodRule(createHelpDeskTicketInput.shape.message)]}>
        <Input.TextArea
          placeholder="Tell us what you need help with: a problem, a question about your plan, or a renewal."
          autoSize={{ minRows: 4, maxRows: 10 }}
          showCount
          maxLength={LIMITS.message}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" disabled={saving}>
        {saving ? 'Saving...' : 'Submit Query'}
      </Button>
    </SaveForm>
  );
}
