import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useConfirmDelete } from './confirm-delete';
import { COMMON } from '../i18n/common';

type EditAction =
  /** The row's edit screen. */
  | { to: string; onEdit?: never }
  /** Edit in place (a form on the same screen). */
  | { onEdit: () => void; to?: never };

type RowActionsProps = EditAction & {
  /** What the row is, for the buttons' labels: "Edit {name}", "Delete {name}". */
  name: string;
  /** Deletes the row, once the user confirms. */
  onDelete: () => Promise<unknown>;
  /** The confirm button's text; "Delete" unless given. */
  deleteText?: string;
  /** More actions before Edit, or after Delete. */
  before?: ReactNode;
  after?: ReactNode;
};

/** The Actions column's heading, in the language in use. */
function ActionsTitle() {
  const { t } = useTranslation(COMMON);
  return t('actions.title');
}

/** A list's Actions column: each row's RowActions, kept in view when the table scrolls sideways. */
export function actionsColumn<Row>(actionsOf: (row: Row) => RowActionsProps, width = 120): TableColumnType<Row> {
  return { title: <ActionsTitle />, key: 'actions', width, render: (_value, row) => <RowActions {...actionsOf(row)} /> };
}

/** A table row's Edit and Delete buttons (spec §4). An edit link has one tab stop: the link. */
export function RowActions({ name, to, onEdit, onDelete, deleteText, before, after }: RowActionsProps) {
  const { t } = useTranslation(COMMON);
  // Four actions (a visit's) wrap two by two, so the pinned column stays narrow enough not to
  // cover the columns beside it on a 1280 px screen.
  return (
    <Space wrap size={8}>
      {before}
      <Tooltip title={t('actions.edit')}>
        {to !== undefined ? (
          <Link to={to} aria-label={t('actions.editNamed', { name })}>
            <Button icon={<EditOutlined />} tabIndex={-1} />
          </Link>
        ) : (
          <Button icon={<EditOutlined />} aria-label={t('actions.editNamed', { name })} onClick={onEdit} />
        )}
      </Tooltip>
      <DeleteAction name={name} onDelete={onDelete} deleteText={deleteText} />
      {after}
    </Space>
  );
}

interface DeleteActionProps {
  /** What the row is: the button reads "Delete {name}". */
  name: string;
  onDelete: () => Promise<unknown>;
  deleteText?: string;
}

/** A row's Delete button: asks "Confirm Deletion" first. */
export function DeleteAction({ name, onDelete, deleteText }: DeleteActionProps) {
  const confirmDelete = useConfirmDelete();
  const { t } = useTranslation(COMMON);
  return (
    <Tooltip title={t('actions.delete')}>
      <Button danger icon={<DeleteOutlined />} aria-label={t('actions.deleteNamed', { name })} onClick={() => confirmDelete(onDelete, deleteText)} />
    </Tooltip>
  );
}
