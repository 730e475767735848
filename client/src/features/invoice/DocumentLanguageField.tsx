import type { Language } from '@sevak/shared';
import { Form, Radio, type RadioChangeEvent } from 'antd';
import { useTranslation } from 'react-i18next';
import { INVOICE } from './i18n';

interface ChoiceProps {
  /** The field's id, from Form.Item: its label names the group. */
  id?: string;
  value?: Language;
  onChange?: (value: Language) => void;
}

/**
 * English, or English with Hindi. A profile that never chose shows English (what its documents
 * print) and sends nothing until the owner picks, so the server keeps what it has.
 */
function LanguageChoice({ id, value, onChange }: ChoiceProps) {
  const { t } = useTranslation(INVOICE);
  return (
    <Radio.Group
      id={id}
      aria-label={t('documentLanguage.label')}
      value={value ?? 'en'}
      onChange={(event: RadioChangeEvent) => onChange?.(event.target.value as Language)}
      options={[
        { value: 'en', label: t('documentLanguage.en') },
        { value: 'hi', label: t('documentLanguage.hi') },
      ]}
    />
  );
}

/** The tax profile's "Invoice headings": the languages its invoices and receipts print their headings in. */
export function DocumentLanguageField() {
  const { t } = useTranslation(INVOICE);
  return (
    <Form.Item name="documentLanguage" label={t('documentLanguage.label')} extra={t('documentLanguage.extra')}>
      <LanguageChoice />
    </Form.Item>
  );
}
