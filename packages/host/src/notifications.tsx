import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type ToastLevel = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  level: ToastLevel;
  text: string;
  seconds: number;
}

export interface Notify {
  success(text: string, seconds?: number): void;
  error(text: string, seconds?: number): void;
  info(text: string, seconds?: number): void;
}

const defaultSeconds: Record<ToastLevel, number> = { success: 3, error: 4, info: 3 };

const NotifyContext = createContext<Notify | null>(null);

// antd's message component loads with the first toast, not with the page.
const MessageHost = lazy(() => import('./message-host'));

let nextId = 1;

/** Toast messages in the shell's theme for every app; the shell renders this once. */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Toast[]>([]);
  const [needed, setNeeded] = useState(false);

  const notify = useMemo<Notify>(() => {
    const show = (level: ToastLevel) => (text: string, seconds = defaultSeconds[level]) => {
      setNeeded(true);
      setPending((toasts) => [...toasts, { id: nextId++, level, text, seconds }]);
    };
    return { success: show('success'), error: show('error'), info: show('info') };
  }, []);

  const shown = useCallback((ids: number[]) => setPending((toasts) => toasts.filter((toast) => !ids.includes(toast.id))), []);

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <MessageHost toasts={pending} onShown={shown} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

/** `const notify = useNotify(); notify.success('Member removed successfully', 6)`. */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs the NotificationsProvider the shell renders');
  return notify;
}
