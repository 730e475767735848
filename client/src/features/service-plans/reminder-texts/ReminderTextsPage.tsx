import {
  fillReminder,
  MAX_TEMPLATE_LENGTH,
  REMINDER_KINDS,
  reminderTemplatesInput,
  type ReminderKind,
  type ReminderPlaceholder,
  type ReminderTemplateTexts,
  type ReminderTemplates,
  type ReminderValues,
} from '@sevak/shared';
import { Button, Card, Form, Input, Space, Typography, type FormInstance, type GetRef } from 'antd';
import { useRef } from 'react';
import { Page } from '../../../components/Page';
import { SaveForm } from '../../../components/SaveForm';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { zodRule } from '../../../lib/form-rules';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import './reminder-texts.css';

const { Text, Paragraph } = Typography;

/** What the preview fills the placeholders with: a customer as the owner would picture one. */
export const EXAMPLE_VALUES: ReminderValues = {
  customerName: 'Shweta Naik',
  product: 'Kent Grand Plus RO',
  dueDate: '05 Dec 2026',
  shopName: 'Aqua Care Services',
  shopPhone: '9876543210',
};

const PLACEHOLDER_MEANINGS: Record<ReminderPlaceholder, string> = {
  customerName: "the customer's name",
  product: 'the product',
  dueDate: 'the due date',
  shopName: "your shop's name",
  shopPhone: "your shop's phone",
};

const FIELD_TITLES: Record<ReminderKind, string> = {
  visit: 'Visit reminder',
  warranty: 'Warranty reminder',
  amc: 'AMC reminder',
};

const rules = {
  visit: [zodRule(reminderTemplatesInput.shape.visit)],
  warranty: [zodRule(reminderTemplatesInput.shape.warranty)],
  amc: [zodRule(reminderTemplatesInput.shape.amc)],
};

interface TemplateFieldProps {
  kind: ReminderKind;
  form: FormInstance<ReminderTemplates>;
  /** Sevak's own text, for Reset. */
  sevakText: string;
  placeholders: readonly ReminderPlaceholder[];
}

/**
 * One reminder text: its box, the placeholders (each inserts itself where the cursor was), the
 * message as a customer would read it, and a way back to Sevak's own text.
 */
function TemplateField({ kind, form, sevakText, placeholders }: TemplateFieldProps) {
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const text = Form.useWatch(kind, form) ?? '';
  const id = `reminder-${kind}`;
  const title = FIELD_TITLES[kind];

  const insert = (placeholder: ReminderPlaceholder) => {
    const element = box.current?.resizableTextArea?.textArea;
    const current: string = form.getFieldValue(kind) ?? '';
    // The box keeps its cursor after it loses focus to the button pressed.
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{${placeholder}}`;
    form.setFieldValue(kind, current.slice(0, start) + token + current.slice(end));
    void form.validateFields([kind]).catch(() => undefined);
    // The text changes on the next render; the cursor then goes after what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Card size="small" title={title} className="reminder-text">
      <Form.Item name={kind} label={`${title} text`} htmlFor={id} rules={rules[kind]}>
        <Input.TextArea id={id} ref={box} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MAX_TEMPLATE_LENGTH} showCount />
      </Form.Item>
      <div className="reminder-text__placeholders" role="group" aria-label={`Insert into the ${title.toLowerCase()}`}>
        {placeholders.map((placeholder) => (
          <Button
            key={placeholder}
            size="small"
            className="reminder-text__placeholder"
            title={`Insert ${PLACEHOLDER_MEANINGS[placeholder]}`}
            aria-label={`Insert {${placeholder}} into the ${title.toLowerCase()}`}
            onClick={() => insert(placeholder)}
          >
            {`{${placeholder}}`}
          </Button>
        ))}
      </div>
      <div className="reminder-text__preview">
        <Text strong>Preview</Text>
        <Paragraph className="reminder-text__message">
          {fillReminder(text, EXAMPLE_VALUES)}
        </Paragraph>
      </div>
      <Button
        aria-label={`Reset to Sevak's text: ${title.toLowerCase()}`}
        onClick={() => {
          form.setFieldValue(kind, sevakText);
          void form.validateFields([kind]).catch(() => undefined);
        }}
      >
        Reset to Sevak&apos;s text
      </Button>
    </Card>
  );
}

function ReminderTextsForm({ texts }: { texts: ReminderTemplateTexts }) {
  const [form] = Form.useForm<ReminderTemplates>();
  const feedback = useMutationFeedback();
  const save = trpc.admin.reminders.saveTemplates.useMutation(
    feedback({ success: 'Reminder texts saved', failure: 'Failed to save reminder texts', refreshes: 'reminderTexts' }),
  );
  return (
    <SaveForm<ReminderTemplates>
      form={form}
      name="reminderTexts"
      initialValues={texts.templates}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync(values)}
      submitLabel="Save"
    >
      <Space orientation="vertical" size={16} style={{ width: '100%', marginBottom: 16 }}>
        {REMINDER_KINDS.map((kind) => (
          <TemplateField key={kind} kind={kind} form={form} sevakText={texts.defaults[kind]} placeholders={texts.placeholders} />
        ))}
      </Space>
    </SaveForm>
  );
}

/**
 * /service/reminder-texts: the messages "Remind on WhatsApp" and "SMS" open with, one for each
 * kind of row on the due list (a visit, a warranty ending, an AMC ending). A placeholder Sevak
 * does not fill in is refused here, with the server's own sentence, before anything is sent.
 */
export function ReminderTextsPage() {
  const saved = trpc.admin.reminders.templates.useQuery();
  return (
    <Page title="Reminder Texts">
      <Paragraph>
        These are the messages your customers receive when you remind them from the due list. Press a placeholder to put it where
        the cursor is; Sevak fills it in for each customer.
      </Paragraph>
      <WhenLoaded query={saved} failure="Failed to get reminder texts">
        {(texts) => <ReminderTextsForm texts={texts} />}
      </WhenLoaded>
    </Page>
  );
}
