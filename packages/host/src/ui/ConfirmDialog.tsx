import { lazy, type ReactNode } from 'react';
import { WhenOpened } from './WhenOpened';

const ConfirmModal = lazy(() => import('./ConfirmModal'));

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
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <WhenOpened open={props.open}>
      <ConfirmModal {...props} />
    </WhenOpened>
  );
}
