import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/lib/types';
import { createElement, type CSSProperties, type ReactNode } from 'react';

function render(node: AbstractNode, key?: number): ReactNode {
  return createElement(node.tag, { ...node.attrs, key }, node.children?.map(render));
}

/**
 * One of antd's icons (its path data from @ant-design/icons-svg) as a plain inline SVG, for the
 * frame every page loads first: @ant-design/icons' components bring their style runtime along.
 */
export function SvgIcon({ icon, style }: { icon: IconDefinition; style?: CSSProperties }) {
  if (typeof icon.icon === 'function') throw new Error(`${icon.name} is a two-tone icon`);
  const { attrs, children } = icon.icon;
  return (
    <svg {...attrs} width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false" style={{ verticalAlign: '-0.125em', ...style }}>
      {children?.map(render)}
    </svg>
  );
}
