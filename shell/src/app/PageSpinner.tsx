import { Spinner } from '@hearth/host';

/** What the content area shows while a page's code loads. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240 }}>
      <Spinner label="Loading" />
    </div>
  );
}
