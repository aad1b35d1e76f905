import { UploadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useId, useRef, useState } from 'react';
import { spacing } from '@hearth/host';
import { touchTarget } from '@hearth/host/ui';
import { loadProgress, RestoreStatus } from './RestoreStatus';
import { useBackupRestore } from './use-backup-restore';

const fileInputStyle = { ...touchTarget, width: '100%', padding: `${spacing(1)}px 0`, boxSizing: 'border-box' as const };

/** The restore's file, its 'Restore' button, and how the restore goes. */
export function RestoreForm({ describedBy }: { describedBy: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const { state, running, restore } = useBackupRestore();

  const start = () => {
    if (!file) return;
    // Offline, it is asked for again when shown.
    loadProgress().catch(() => undefined);
    void restore(file).then(() => {
      setFile(null);
      if (input.current) input.current.value = '';
    });
  };

  return (
    <div role="group" aria-label="Restore from a backup" aria-describedby={describedBy}>
      <Flex vertical gap={spacing(1.5)}>
        <Flex vertical gap={spacing(0.5)}>
          <label htmlFor={inputId}>Backup file</label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".zip,application/zip"
            disabled={running}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            style={fileInputStyle}
          />
        </Flex>
        <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={!file} loading={running} onClick={start} style={{ ...touchTarget, alignSelf: 'start' }}>
          Restore
        </Button>
        <RestoreStatus state={state} />
      </Flex>
    </div>
  );
}
