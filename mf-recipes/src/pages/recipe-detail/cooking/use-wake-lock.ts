import { useEffect, useState } from 'react';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

/** 'held' while the screen is kept awake; 'unavailable' where the browser has no wake lock or refuses it. */
export type WakeLockState = 'asking' | 'held' | 'unavailable';

/**
 * Keeps the screen awake while `active` (the Screen Wake Lock API). The browser lets the lock go
 * when the page is hidden; it is asked for again when the page shows again.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('asking');

  useEffect(() => {
    if (!active) return undefined;
    const wakeLock = (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock;
    if (!wakeLock) {
      setState('unavailable');
      return undefined;
    }
    let sentinel: WakeLockSentinelLike | null = null;
    let ended = false;
    const acquire = async () => {
      if (ended || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request('screen');
        if (ended) {
          void next.release();
          return;
        }
        sentinel = next;
        next.addEventListener('release', () => {
          if (!ended) setState('asking');
        });
        setState('held');
      } catch {
        if (!ended) setState('unavailable');
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release();
    };
  }, [active]);

  return state;
}
