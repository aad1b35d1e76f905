import { DownloadOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useId } from 'react';
import { spacing } from '@hearth/host';
import { Panel, Paragraph, Text, touchTarget } from '@hearth/host/ui';
import { cardStyles } from '../household-layout';
import { RestoreForm } from './RestoreForm';
import { useBackupDownload } from './use-backup-download';

/**
 * The household's backup (docs/product/household.md "Backup"): any member downloads it, as it
 * holds nothing a member cannot already read, and any member may restore one, which is meant for
 * a new household: recipes are added, plans and lists need a household that has none.
 */
export function BackupCard() {
  const restoreNoteId = useId();
  const { download, preparing } = useBackupDownload();

  return (
    <Panel title="Backup" styles={cardStyles}>
      <Flex vertical gap={spacing(2)}>
        <Paragraph type="secondary" style={{ margin: 0 }}>
          A backup is one file with the household&apos;s recipes with their pictures, the categories they use, meal plans and
          shopping lists. It restores into another Hearth.
        </Paragraph>
        <Button icon={<DownloadOutlined aria-hidden />} loading={preparing} onClick={() => void download()} style={{ ...touchTarget, alignSelf: 'start' }}>
          Download a backup
        </Button>
        <Flex vertical gap={spacing(1)}>
          <Text strong>Restore into this household</Text>
          <Text type="secondary" id={restoreNoteId}>
            For a new household: recipes are added, meal plans and shopping lists need a household that has none yet.
          </Text>
        </Flex>
        <RestoreForm describedBy={restoreNoteId} />
      </Flex>
    </Panel>
  );
}
