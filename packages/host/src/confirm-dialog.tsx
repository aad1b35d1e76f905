import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import type { ReactNode } from 'react';
import { spacing } from './theme';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The danger button's text ('Remove', 'Remove Account'). */
  confirmText: string;
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog, which stays open. */
  failure?: string | null;
  onConfirm: () => unknown;
  onCancel: () => void;
  children: ReactNode;
}

/** Asks before something that cannot be undone (removing a member, removing an account). */
export function ConfirmDialog({ open, title, confirmText, busy, failure, onConfirm, onCancel, children }: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      okText={confirmText}
      okButtonProps={{ danger: true }}
      confirmLoading={busy}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      {children}
      {failure && <Alert type="error" title={failure} showIcon style={{ marginTop: spacing(2) }} />}
    </Modal>
  );
}
