import { App } from 'antd';

/** The delete confirmation of spec §4: "Confirm Deletion", "This action cannot be undone." */
export function useConfirmDelete() {
  const { modal } = App.useApp();
  return (onConfirm: () => Promise<unknown>, okText = 'Delete') =>
    modal.confirm({
      title: 'Confirm Deletion',
      content: 'This action cannot be undone.',
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      // The dialog closes whatever happens; a refused delete is explained by its own toast.
      onOk: () => onConfirm().catch(() => undefined),
    });
}
