import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { COMMON } from '../i18n/common';

/** The delete confirmation of spec §4: "Confirm Deletion", "This action cannot be undone." */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  const { t } = useTranslation(COMMON);
  return (onConfirm: () => Promise<unknown>, okText: string = t('actions.delete')) =>
    modal.confirm({
      title: t('confirmDelete.title'),
      content: t('confirmDelete.content'),
      okText,
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      // The dialog closes whatever happens; a refused delete is explained by its own toast.
      onOk: () => onConfirm().catch(() => undefined),
    });
}
