import { PRIMARY_GREEN } from '@hearth/host';

// A CSS ring rather than antd's Spin: it shows while a page's code loads, so it must not wait
// for code itself. The keyframes are in public/index.html.
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <span
        role="status"
        aria-label="Loading"
        style={{
          width: 32,
          height: 32,
          borderRadius: '50%',
          border: `3px solid ${PRIMARY_GREEN}33`,
          borderTopColor: PRIMARY_GREEN,
          animation: 'hearth-spin 0.8s linear infinite',
        }}
      />
    </div>
  );
}
