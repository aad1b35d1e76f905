import type { CSSProperties } from 'react';

/**
 * At least 44 px each way for everything of the frame a finger taps (as `touchTarget` of
 * `@hearth/host/ui`, which the frame does not import: that entry brings antd's Button along).
 */
export const TOUCH = 44;
export const frameTouchTarget: CSSProperties = { minHeight: TOUCH, minWidth: TOUCH };
