import { Button, Form, type FormProps } from 'antd';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadOnly } from '../lib/read-only';
import type { SaveProps } from '../lib/record-form';
import { COMMON } from '../i18n/common';

/** A record's form component (ProductForm…): how it saves, its button, its starting values. */
export type RecordFormProps<Values, Data = Values> = SaveProps<Data> & {
  submitLabel: string;
  initialValues?: Partial<Values> | undefined;
  resetOnSave?: boolean;
};

type SaveFormProps<Values> = Omit<FormProps<Values>, 'onFinish' | 'disabled' | 'children'> &
  SaveProps<Values> & {
    children?: ReactNode;
    /** Empty the form once a save has succeeded (a create form, ready for the next record). */
    resetOnSave?: boolean | undefined;
    /** The submit button's text; without it the form has no button of its own (a dialog's OK submits it). */
    submitLabel?: string;
  };

/**
 * antd's Form for a screen that saves, with its Save button: a double click on Save, or Enter
 * pressed twice, saves once. Disabling the button while `saving` is not enough by itself: both
 * clicks can pass validation and reach `onFinish` before the screen has re-rendered as saving.
 */
export function SaveForm<Values>({
  saving,
  onSubmit,
  resetOnSave = false,
  submitLabel,
  form: givenForm,
  children,
  ...formProps
}: SaveFormProps<Values>) {
  const [form] = Form.useForm<Values>(givenForm);
  const running = useRef(false);
  const readOnly = useReadOnly();
  const { t } = useTranslation(COMMON);
  const saveOnce = (values: Values) => {
    if (running.current) return;
    running.current = true;
    onSubmit(values)
      .then(() => {
        if (resetOnSave) form.resetFields();
      })
      // A failed save is already on screen: the mutation's onError toasts it (lib/notify.ts).
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
  return (
    <Form<Values> layout="vertical" requiredMark={false} {...formProps} form={form} disabled={saving} onFinish={saveOnce}>
      {children}
      {submitLabel !== undefined && (
        <Button type="primary" htmlType="submit" disabled={saving || readOnly} title={readOnly ? t('actions.readOnly') : undefined}>
          {saving ? t('actions.saving') : submitLabel}
        </Button>
      )}
    </Form>
  );
}
