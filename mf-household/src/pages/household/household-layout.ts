import type { CSSProperties } from 'react';
import { fluid } from '@hearth/host/ui';

/** Card bodies: 16 px of padding on a phone, antd's 24 px on a desktop. */
export const cardStyles = { body: { padding: fluid(2, 3) }, header: { paddingInline: fluid(2, 3) } };

/** A <ul> that is only a list to assistive technology, not to the eye. */
export const plainList: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };

/** Long names and e-mail addresses wrap instead of widening a 360 px screen. */
export const wrapAnywhere: CSSProperties = { overflowWrap: 'anywhere', minWidth: 0 };
