import { LoadingOutlined, PictureOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { hearthColors, spacing } from '@hearth/host';
import { Text } from '@hearth/host/ui';

/** A box in place of a picture that is not there (pending, failed, none), the picture's size. */
export function ImagePlaceholder({ height, icon, children }: { height: number | string; icon: ReactNode; children?: ReactNode }) {
  return (
    <div
      style={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: spacing(1),
        background: hearthColors.muted,
        color: hearthColors.textSecondary,
        padding: spacing(2),
        textAlign: 'center',
      }}
    >
      <span style={{ fontSize: 28 }} aria-hidden>
        {icon}
      </span>
      {children && <Text type="secondary">{children}</Text>}
    </div>
  );
}

export const icons = {
  pending: <LoadingOutlined />,
  failed: <WarningOutlined />,
  none: <PictureOutlined />,
};
