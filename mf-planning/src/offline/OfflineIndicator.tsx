import { CloudSyncOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Chip } from '@hearth/host/ui';

/**
 * Unobtrusive: nothing while online with nothing waiting; otherwise "Offline" and how many
 * changes wait to be sent.
 */
export function OfflineIndicator({ online, pending }: { online: boolean; pending: number }) {
  const waiting = pending === 1 ? '1 change waiting to be sent' : `${pending} changes waiting to be sent`;
  const text = online ? (pending > 0 ? `Sending ${waiting.replace(' waiting to be sent', '')}…` : '') : pending > 0 ? `Offline · ${waiting}` : 'Offline';
  return (
    <div role="status" aria-live="polite" aria-label="Changes waiting to be sent" data-print-hide>
      {text && (
        <Chip icon={online ? <CloudSyncOutlined aria-hidden /> : <DisconnectOutlined aria-hidden />} color={online ? 'blue' : 'default'} style={{ fontSize: 14, paddingBlock: 2 }}>
          {text}
        </Chip>
      )}
    </div>
  );
}
