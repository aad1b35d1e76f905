import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import antdTheme from 'antd/es/theme';
import { useEffect, useMemo } from 'react';
import { useColorScheme } from './color-scheme';
import type { Toast } from './notifications';
import { useHearthTheme } from './use-hearth-theme';

/** Shows queued toasts with antd's message component, then reports them shown. */
export default function MessageHost({ toasts, onShown }: { toasts: Toast[]; onShown: (ids: number[]) => void }) {
  const [api, holder] = message.useMessage();
  const hearthTheme = useHearthTheme();
  const dark = useColorScheme() === 'dark';
  const theme = useMemo(() => (dark ? { ...hearthTheme, algorithm: antdTheme.darkAlgorithm } : hearthTheme), [hearthTheme, dark]);
  useEffect(() => {
    if (toasts.length === 0) return;
    for (const toast of toasts) void api.open({ type: toast.level, content: toast.text, duration: toast.seconds });
    onShown(toasts.map((toast) => toast.id));
  }, [api, toasts, onShown]);
  // The shell's frame has no antd theme around it (only its pages do), so toasts bring their own.
  return <ConfigProvider theme={theme}>{holder}</ConfigProvider>;
}
