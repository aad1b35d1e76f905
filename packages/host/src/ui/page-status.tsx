import Button from 'antd/es/button';
import { spacing } from '../theme';
import { Spinner } from '../spinner';
import { Notice } from './Notice';

export interface LoadingProps {
  /** What is loading, for screen readers: 'Loading recipes'; without it just 'Loading'. */
  what?: string;
  /** Inside a card or a widget rather than as the whole page: a smaller spinner, less room. */
  compact?: boolean;
}

/** A spinner in the middle of the area that says what is loading, to screen readers too. */
export function Loading({ what, compact = false }: LoadingProps) {
  return (
    <div
      role="status"
      aria-label={what ? `Loading ${what}` : 'Loading'}
      style={{ display: 'flex', justifyContent: 'center', padding: spacing(compact ? 4 : 8) }}
    >
      <Spinner size={compact ? 32 : 40} />
    </div>
  );
}

export interface LoadFailedProps {
  /** What could not be loaded, e.g. 'Failed to load household data'. */
  text: string;
  /** With it, a 'Retry' button that calls it. */
  onRetry?: () => void;
  /** The retry is under way: the button spins. */
  retrying?: boolean;
}

/** A page's or a widget's data could not be loaded: an error alert, with a retry when one is offered. */
export function LoadFailed({ text, onRetry, retrying = false }: LoadFailedProps) {
  return (
    <Notice
      type="error"
      showIcon
      title={text}
      action={
        onRetry && (
          <Button size="small" onClick={onRetry} loading={retrying}>
            Retry
          </Button>
        )
      }
    />
  );
}
