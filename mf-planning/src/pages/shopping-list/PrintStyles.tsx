import { TYPOGRAPHY_CLASS } from '@hearth/host/ui';

/**
 * The printed list is just the list (docs/product/planning.md "Print"): the shell's top
 * bar, drawer, footer, cookie banner, toasts and dialogs are outside this remote, so the page
 * injects a print stylesheet that hides everything but its `[data-print-root]` region and the
 * chain of elements holding it. Inside the region, `[data-print-hide]` (buttons, checkboxes) goes
 * and `[data-print-only]` (the empty boxes to tick by hand) comes. No fixed widths: it fits A4 and
 * Letter alike. (The rules sit in `@media print` as well, for tools that ignore the attribute.)
 */
const printCss = `
@page { margin: 15mm 12mm; }
@media print {
body *:not([data-print-root]):not([data-print-root] *):not(:has([data-print-root])) { display: none !important; }
body *:has([data-print-root]) {
  display: block !important; position: static !important; margin: 0 !important; padding: 0 !important;
  border: 0 !important; box-shadow: none !important; background: none !important;
  width: auto !important; max-width: none !important; min-height: 0 !important; height: auto !important; overflow: visible !important;
}
[data-print-root] { width: auto !important; max-width: none !important; padding: 0 !important; color: #000 !important; font-size: 11pt; }
[data-print-root] [data-print-hide] { display: none !important; }
[data-print-root] [data-print-only] { display: inline-block !important; }
[data-print-root] h1 { font-size: 18pt !important; }
[data-print-root] h2 { font-size: 13pt !important; break-after: avoid; }
[data-print-root] h3 { font-size: 11pt !important; margin-block: 2mm 0 !important; break-after: avoid; }
[data-print-root] li { break-inside: avoid; min-height: 0 !important; padding-block: 1.5mm !important; padding-inline: 0 1mm !important; border-color: #999 !important; }
[data-print-root] .${TYPOGRAPHY_CLASS} { color: #000 !important; }
[data-print-root] a { color: #000 !important; text-decoration: none !important; }
}
`;

export function PrintStyles() {
  return <style media="print" data-testid="print-styles">{printCss}</style>;
}

/** A box to tick by pen on paper: empty, or ticked for what is already purchased. */
export function PaperBox({ ticked }: { ticked: boolean }) {
  return (
    <span
      data-print-only
      aria-hidden
      style={{ display: 'none', width: '4mm', height: '4mm', border: '1px solid #000', textAlign: 'center', lineHeight: '4mm', fontSize: '9pt', flex: 'none' }}
    >
      {ticked ? '✓' : ''}
    </span>
  );
}
