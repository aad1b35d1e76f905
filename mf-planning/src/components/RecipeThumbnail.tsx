import theme from 'antd/es/theme';
import { useState } from 'react';

/** The thumbnail's side, in CSS pixels: small beside a title, as tall as a touch target. */
export const THUMBNAIL_SIZE = 44;

/**
 * A planned meal's recipe picture, small and square: the meal's `recipeImage`, the card-size file
 * (the smallest the recipes API serves) cropped to fit. Decorative, as the recipe's title is
 * always beside it (`alt=""`); fetched only when near the screen; its box is fixed, so nothing
 * moves as it arrives. A file that fails to load (the recipe's picture removed meanwhile) leaves
 * no broken box behind.
 */
export function RecipeThumbnail({ src }: { src: string }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState<string>();
  if (failed === src) return null;
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={THUMBNAIL_SIZE}
      height={THUMBNAIL_SIZE}
      onError={() => setFailed(src)}
      style={{
        display: 'block',
        flex: 'none',
        width: THUMBNAIL_SIZE,
        height: THUMBNAIL_SIZE,
        objectFit: 'cover',
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
      }}
    />
  );
}
