import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { spacing } from '@hearth/host';
import { Panel, Title } from '@hearth/host/ui';

/** The frame of both join pages: a centred card about 480 px wide, full width on a phone. */
export function JoinCard({ heading, top, children }: { heading: ReactNode; top?: ReactNode; children?: ReactNode }) {
  return (
    <Flex justify="center" style={{ paddingBlock: spacing(3) }}>
      <Panel style={{ width: '100%', maxWidth: 480 }}>
        <Flex vertical gap={spacing(2)}>
          <Flex vertical align="center" gap={spacing(1)} style={{ textAlign: 'center' }}>
            {top}
            <Title level={1} style={{ margin: 0, fontSize: 28, overflowWrap: 'anywhere' }}>
              {heading}
            </Title>
          </Flex>
          {children}
        </Flex>
      </Panel>
    </Flex>
  );
}
