import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { FrameButton } from '../layout/FrameButton';
import { SvgIcon } from '../layout/SvgIcon';

/**
 * What a remote's area shows when the remote could not be loaded or crashed, drawn like antd's
 * warning Result in plain HTML: every remote page would otherwise download Result (its icons and
 * illustrations, ~14 KB gzipped) for a state it rarely shows.
 */
export function RemoteFailure({ compact, onRetry }: { compact?: boolean; onRetry: () => void }) {
  return (
    <div style={{ padding: compact ? 16 : '48px 32px', textAlign: 'center' }}>
      <SvgIcon icon={WarningFilled} style={{ fontSize: compact ? 48 : 72, color: '#faad14' }} />
      <div style={{ marginTop: 24, fontSize: 24, lineHeight: 1.33 }}>This part of Hearth is not available right now</div>
      <div style={{ marginTop: 8, color: 'rgba(0, 0, 0, 0.65)' }}>The rest of Hearth still works. Please try again in a moment.</div>
      <div style={{ marginTop: 24 }}>
        <FrameButton look="primary" onClick={onRetry}>
          Try again
        </FrameButton>
      </div>
    </div>
  );
}
