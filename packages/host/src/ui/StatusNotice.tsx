import { WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { hearthColors } from '../palette';
import { SECONDARY_TEXT_COLOR } from '../theme';

export interface StatusNoticeProps {
  title: string;
  subTitle: string;
  /** What the user can do about it, usually a 'Try again' button. */
  action?: ReactNode;
  /** Inside a card or a widget rather than as the whole content area. */
  compact?: boolean;
}

/**
 * A warning in the middle of an area, drawn like antd's warning Result (which carries its
 * illustrations and every status icon along): something could not be shown, and what to do.
 */
export function StatusNotice({ title, subTitle, action, compact = false }: StatusNoticeProps) {
  return (
    <div style={{ padding: compact ? 16 : '48px 32px', textAlign: 'center' }}>
      <WarningFilled aria-hidden style={{ fontSize: compact ? 48 : 72, color: hearthColors.warning }} />
      <div style={{ marginTop: 24, fontSize: 24, lineHeight: 1.33 }}>{title}</div>
      <div style={{ marginTop: 8, color: SECONDARY_TEXT_COLOR }}>{subTitle}</div>
      {action && <div style={{ marginTop: 24 }}>{action}</div>}
    </div>
  );
}
