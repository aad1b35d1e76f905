/**
 * WCAG 2's contrast ratio between a text colour and the ground under it, for tests. Colours are
 * `#rgb`, `#rrggbb` or `rgba(r, g, b, a)`; a translucent one is laid over the colour under it
 * (the ground over `under`, the text over the ground), as a browser paints it.
 */
type Rgb = [number, number, number];

function parse(color: string): { rgb: Rgb; alpha: number } {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { rgb: [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb, alpha: 1 };
  }
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(color);
  if (!rgba) throw new Error(`not a colour this test reads: ${color}`);
  return { rgb: [Number(rgba[1]), Number(rgba[2]), Number(rgba[3])], alpha: rgba[4] === undefined ? 1 : Number(rgba[4]) };
}

const over = (color: string, under: Rgb): Rgb => {
  const { rgb, alpha } = parse(color);
  return rgb.map((channel, i) => channel * alpha + under[i]! * (1 - alpha)) as Rgb;
};

const luminance = (rgb: Rgb) => {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export function contrast(text: string, ground: string, under = '#fff'): number {
  const groundRgb = over(ground, over(under, [255, 255, 255]));
  const [lighter, darker] = [luminance(over(text, groundRgb)), luminance(groundRgb)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
