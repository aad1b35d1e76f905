import { PRIMARY_GREEN } from './theme';

/**
 * A ring turning in the primary green, in plain CSS (the `hearth-spin` keyframes are in the
 * shell's index.html): shown while code or data loads, it must not wait for code itself, and
 * antd's Spin would add its own chunk to every page. With a `label` it is the status
 * screen readers announce; without one, put it inside an element that has the role.
 */
export function Spinner({ size = 32, label }: { size?: number; label?: string }) {
  return (
    <span
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        // The ring: the primary at a fifth of its strength, over whatever ground it turns on.
        border: `${Math.max(2, Math.round(size / 10))}px solid color-mix(in srgb, ${PRIMARY_GREEN} 20%, transparent)`,
        borderTopColor: PRIMARY_GREEN,
        animation: 'hearth-spin 0.8s linear infinite',
      }}
    />
  );
}
