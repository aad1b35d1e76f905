/**
 * The recipe on paper (docs/product/recipes.md "Printing"): title, servings as scaled,
 * ingredients, instructions and a modest picture; none of the app's frame (top bar, menu, footer,
 * cookie banner, toasts) and no buttons. The rules apply while the recipe page is shown: the
 * style element goes with it.
 */
const rules = `
@media screen {
  [data-print="only"] { display: none !important; }
}
@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; }
  header, footer, nav, [aria-label="Cookie consent"], .ant-message, .ant-notification, main button, [data-print="hide"] { display: none !important; }
  main { padding: 0 !important; max-width: none !important; min-height: 0 !important; }
  [data-print="recipe"] * { box-shadow: none !important; }
  [data-print="recipe"] img { max-height: 55mm !important; width: auto !important; object-fit: contain; }
  [data-print="recipe"] li, [data-print="recipe"] p { break-inside: avoid; }
}
`;

export function PrintStyle() {
  return <style>{rules}</style>;
}
