import { Form, type FormProps } from 'antd';
import { useRef, type ReactNode } from 'react';

type SaveFormProps<Values> = Omit<FormProps<Values>, 'onFinish' | 'disabled' | 'children'> & {
  children?: ReactNode;
  /** True while the save runs: every field and button of the form is disabled. */
  saving: boolean;
  /** Saves the checked values (a mutation's `mutateAsync`); no other submit is taken until it settles. */
  onFinish: (values: Values) => Promise<unknown>;
};

/**
 * antd's Form for a screen that saves: a double click on Save, or Enter pressed twice, saves once.
 * Disabling the button while `saving` is not enough by itself: both clicks can pass validation
 * and reach `onFinish` before the screen has re-rendered as saving.
 */
export function SaveForm<Values>({ saving, onFinish, ...formProps }: SaveFormProps<Values>) {
  const running = useRef(false);
  const saveOnce = (values: Values) => {
    if (running.current) return;
    running.current = true;
    onFinish(values)
      // A failed save is already on screen: the mutation's onError toasts it (lib/notify.ts).
      .catch(() => undefined)
      .finally(() => {
        running.current = false;
      });
  };
  return <Form<Values> {...formProps} disabled={saving} onFinish={saveOnce} />;
}
