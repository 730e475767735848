import {
  fillReminder,
  LANGUAGE_NAMES,
  LANGUAGES,
  MAX_TEMPLATE_LENGTH,
  REMINDER_KINDS,
  reminderTemplatesInput,
  reminderTextsOfLanguage,
  type Language,
  type ReminderKind,
  type ReminderPlaceholder,
  type ReminderTemplateTexts,
  type ReminderTemplates,
  type ReminderValues,
} from '@sevak/shared';
import { Button, Card, Col, Form, Input, Row, Space, Typography, type FormInstance, type GetRef } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page';
import { SaveForm } from '../../../components/SaveForm';
import { WhenLoaded } from '../../../components/WhenLoaded';
import { MESSAGES } from '../../../i18n/messages-catalogue';
import { zodRule } from '../../../lib/form-rules';
import { useMutationFeedback } from '../../../lib/notify';
import { trpc } from '../../../lib/trpc';
import { SERVICE_PLANS } from '../i18n';
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

/** The English texts are the form's own fields (`visit`), as the server takes them; the Hindi ones are under `hi`. */
type FieldName = ReminderKind | ['hi', ReminderKind];
const fieldName = (language: Language, kind: ReminderKind): FieldName => (language === 'en' ? kind : ['hi', kind]);

const rules = Object.fromEntries(
  REMINDER_KINDS.map((kind) => [kind, { en: [zodRule(reminderTemplatesInput.shape[kind])], hi: [zodRule(reminderTextsOfLanguage.shape[kind])] }]),
) as Record<ReminderKind, Record<Language, ReturnType<typeof zodRule>[]>>;

interface TemplateFieldProps {
  kind: ReminderKind;
  language: Language;
  form: FormInstance<ReminderTemplates>;
  /** Sevak's own text, for Reset. */
  sevakText: string;
  placeholders: readonly ReminderPlaceholder[];
}

/**
 * One reminder text in one language: its box, the placeholders (each inserts itself where the
 * cursor was), the message as a customer would read it, and a way back to Sevak's own text.
 */
function TemplateField({ kind, language, form, sevakText, placeholders }: TemplateFieldProps) {
  const { t } = useTranslation(SERVICE_PLANS);
  const box = useRef<GetRef<typeof Input.TextArea>>(null);
  const name = fieldName(language, kind);
  const text = (Form.useWatch(name, form) as string | undefined) ?? '';
  const id = `reminder-${language === 'en' ? '' : `${language}-`}${kind}`;
  const title = t(`reminderTexts.kinds.${kind}`);
  // "the visit reminder", "the Hindi visit reminder": which box a control acts on.
  const which = t(`reminderTexts.which.${language}`, { kind: t(`reminderTexts.kindsLower.${kind}`) });

  const insert = (placeholder: ReminderPlaceholder) => {
    const element = box.current?.resizableTextArea?.textArea;
    const current = (form.getFieldValue(name) as string | undefined) ?? '';
    // The box keeps its cursor after it loses focus to the button pressed.
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = `{${placeholder}}`;
    form.setFieldValue(name, current.slice(0, start) + token + current.slice(end));
    void form.validateFields([name]).catch(() => undefined);
    // The text changes on the next render; the cursor then goes after what was inserted.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <div lang={language === 'hi' ? 'hi' : undefined}>
      <Form.Item name={name} label={t(`reminderTexts.fieldLabel.${language}`, { title })} htmlFor={id} rules={rules[kind][language]}>
        <Input.TextArea id={id} ref={box} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={MAX_TEMPLATE_LENGTH} showCount />
      </Form.Item>
      <div className="reminder-text__placeholders" role="group" aria-label={t('reminderTexts.insertGroup', { which })}>
        {placeholders.map((placeholder) => (
          <Button
            key={placeholder}
            size="small"
            className="reminder-text__placeholder"
            title={t('reminderTexts.insert', { meaning: t(`reminderTexts.meanings.${placeholder}`) })}
            aria-label={t('reminderTexts.insertInto', { placeholder: `{${placeholder}}`, which })}
            onClick={() => insert(placeholder)}
          >
            {`{${placeholder}}`}
          </Button>
        ))}
      </div>
      <div className="reminder-text__preview">
        <Text strong>{t('reminderTexts.preview')}</Text>
        <Paragraph className="reminder-text__message">{fillReminder(text, EXAMPLE_VALUES)}</Paragraph>
      </div>
      <Button
        aria-label={t('reminderTexts.resetOf', { which })}
        onClick={() => {
          form.setFieldValue(name, sevakText);
          void form.validateFields([name]).catch(() => undefined);
        }}
      >
        {t('reminderTexts.reset')}
      </Button>
    </div>
  );
}

/** One kind's texts, English and Hindi side by side (stacked on a phone). */
function KindTexts({ kind, form, texts }: { kind: ReminderKind; form: FormInstance<ReminderTemplates>; texts: ReminderTemplateTexts }) {
  const { t } = useTranslation(SERVICE_PLANS);
  return (
    <Card size="small" title={t(`reminderTexts.kinds.${kind}`)} className="reminder-text">
      <Row gutter={[24, 16]}>
        {LANGUAGES.map((language) => (
          <Col key={language} xs={24} lg={12}>
            <Text type="secondary" className="reminder-text__language">
              {LANGUAGE_NAMES[language]}
            </Text>
            <TemplateField
              kind={kind}
              language={language}
              form={form}
              sevakText={texts.byLanguage[language].defaults[kind]}
              placeholders={texts.placeholders}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function ReminderTextsForm({ texts }: { texts: ReminderTemplateTexts }) {
  const { t } = useTranslation(SERVICE_PLANS);
  const [form] = Form.useForm<ReminderTemplates>();
  const feedback = useMutationFeedback();
  const save = trpc.admin.reminders.saveTemplates.useMutation(
    feedback({ success: t('reminderTexts.saved'), failure: t('reminderTexts.saveFailed'), refreshes: 'reminderTexts' }),
  );
  return (
    <SaveForm<ReminderTemplates>
      form={form}
      name="reminderTexts"
      initialValues={{ ...texts.templates, hi: texts.byLanguage.hi.templates }}
      saving={save.isPending}
      onSubmit={(values) => save.mutateAsync(values)}
      submitLabel={t('save')}
    >
      <Space orientation="vertical" size={16} style={{ width: '100%', marginBottom: 16 }}>
        {REMINDER_KINDS.map((kind) => (
          <KindTexts key={kind} kind={kind} form={form} texts={texts} />
        ))}
      </Space>
    </SaveForm>
  );
}

/**
 * /service/reminder-texts: the messages "Remind on WhatsApp" and "SMS" open with, one for each
 * kind of row on the due list (a visit, a warranty ending, an AMC ending), in English and in
 * Hindi: each customer is sent the one in their own language. A placeholder Sevak does not fill
 * in is refused here, with the server's own sentence, before anything is sent.
 */
export function ReminderTextsPage() {
  // The shared messages are fetched with the screen: a refused text says the server's sentence.
  const { t } = useTranslation([SERVICE_PLANS, MESSAGES]);
  const saved = trpc.admin.reminders.templates.useQuery();
  return (
    <Page title={t('reminderTexts.title')}>
      <Paragraph>{t('reminderTexts.intro')}</Paragraph>
      <Paragraph>{t('reminderTexts.languages')}</Paragraph>
      <WhenLoaded query={saved} failure={t('reminderTexts.loadFailed')}>
        {(texts) => <ReminderTextsForm texts={texts} />}
      </WhenLoaded>
    </Page>
  );
}
