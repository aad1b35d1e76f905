import Modal from 'antd/es/modal';
import { spacing } from '../theme';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { Notice } from './Notice';


/** ConfirmDialog's modal, in a chunk of its own: antd's Modal loads when a dialog first opens. */
export default function ConfirmModal({ open, title, confirmText, busy, failure, onConfirm, onCancel, children }: ConfirmDialogProps) {
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
      {failure && <Notice type="error" title={failure} showIcon style={{ marginTop: spacing(2) }} />}
    </Modal>
  );
}
