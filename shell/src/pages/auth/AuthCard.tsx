import Flex from 'antd/es/flex';
import type { ReactNode } from 'react';
import { hearthColors, spacing } from '@hearth/host';
import { Paragraph, Title } from '@hearth/host/ui';

/**
 * The frame of every auth page: a centred card, at most 440 px wide, full width on a phone. A
 * plain panel drawn like antd's Card: Card brings Tabs, Dropdown and Menu along.
 */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Flex justify="center" style={{ paddingBlock: spacing(3) }}>
      <div style={{ boxSizing: 'border-box', width: '100%', maxWidth: 440, padding: spacing(3), background: hearthColors.surface, border: `1px solid ${hearthColors.border}`, borderRadius: 8 }}>
        <Flex vertical gap={spacing(2)}>
          <Flex vertical gap={spacing(1)} style={{ textAlign: 'center' }}>
            <Title level={1} style={{ margin: 0, fontSize: 28 }}>
              {title}
            </Title>
            {intro && (
              <Paragraph type="secondary" style={{ margin: 0 }}>
                {intro}
              </Paragraph>
            )}
          </Flex>
          {children}
        </Flex>
      </div>
    </Flex>
  );
}

/** The line under a form that leads to the neighbouring auth page ("Don't have an account? Sign Up"). */
export function AuthFooter({ children }: { children: ReactNode }) {
  return (
    <Paragraph style={{ margin: 0, textAlign: 'center' }}>
      {children}
    </Paragraph>
  );
}
