import Button from 'antd/es/button';
import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { PageAddress } from '@hearth/host';
import { StatusNotice } from '@hearth/host/ui';
import { PageSpinner } from '../app/PageSpinner';
import { loadRemoteModule } from './load-remote-module';
import type { RemoteName } from './remote-registry';

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  compact?: boolean;
}

/** Catches a remote that failed to load or crashed: the rest of the page keeps working. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of Hearth failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <StatusNotice
        title="This part of Hearth is not available right now"
        subTitle="The rest of Hearth still works. Please try again in a moment."
        compact={this.props.compact}
        action={
          <Button
            type="primary"
            onClick={() => {
              this.setState({ failed: false });
              this.props.onRetry();
            }}
          >
            Try again
          </Button>
        }
      />
    );
  }
}

interface RemoteAreaProps<P> {
  remote: RemoteName;
  /** The exposed module, e.g. `./HouseholdPage`. */
  module: string;
  props?: P;
  /** A widget inside a page rather than the whole content area. */
  compact?: boolean;
}

/** The module's component; its page's first data starts as the module arrives (loadRemoteModule). */
function lazyRemote<P>(remote: RemoteName, module: string, address: PageAddress): ComponentType<P> {
  return lazy(async () => ({ default: (await loadRemoteModule<P>(remote, module, address)).default })) as ComponentType<P>;
}

/**
 * Shows a remote's exposed component here, loading it on first render. The lazy component is
 * kept in this (committed) component's state: one that suspends would lose its memos and load
 * again forever. A retry swaps in a new lazy component, which loads again. Give each remote and
 * module its own mount (routes key them).
 */
export function RemoteArea<P extends object>({ remote, module, props, compact }: RemoteAreaProps<P>) {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const address = { params, searchParams };
  const [attempt, setAttempt] = useState(0);
  const [Loaded, setLoaded] = useState(() => lazyRemote<P>(remote, module, address));
  const retry = () => {
    setLoaded(() => lazyRemote<P>(remote, module, address));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={attempt} onRetry={retry} compact={compact}>
      <Suspense fallback={<PageSpinner />}>
        <Loaded {...(props ?? ({} as P))} />
      </Suspense>
    </RemoteBoundary>
  );
}
