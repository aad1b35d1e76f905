import { WarningOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import { useState } from 'react';
import { hearthColors, spacing } from '@hearth/host';
import { Panel, Paragraph, Title } from '@hearth/host/ui';
import { RemoveAccountDialog } from './RemoveAccountDialog';

const errorBorder = hearthColors.dangerBorder;
const errorBackground = hearthColors.dangerBg;

/** The danger zone under the tabs: set apart in red, it opens the DELETE confirmation. */
export function RemoveAccount() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel
      aria-labelledby="remove-account-title"
      role="region"
      title={
        <Title id="remove-account-title" level={2} type="danger" style={{ margin: 0, fontSize: 18 }}>
          <WarningOutlined aria-hidden /> Remove Account
        </Title>
      }
      style={{ borderColor: errorBorder }}
      styles={{
        header: { background: errorBackground, borderBottomColor: errorBorder },
      }}
    >
      <Flex vertical align="flex-start" gap={spacing(2)}>
        <Paragraph style={{ margin: 0 }}>
          Removing your account deletes it and its data from Hearth for good. This cannot be undone.
        </Paragraph>
        <Button danger onClick={() => setConfirming(true)}>
          Remove Account
        </Button>
      </Flex>
      <RemoveAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </Panel>
  );
}
