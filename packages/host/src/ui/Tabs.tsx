import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { hearthColors } from '../palette';
import { PRIMARY_GREEN, TEXT_COLOR } from '../theme';

export interface TabItem {
  key: string;
  label: string;
  children: ReactNode;
}

/**
 * Tabs drawn like antd's, with the roles, states and arrow keys of the WAI-ARIA tabs pattern.
 * antd's Tabs bring a dropdown and a menu for tabs that overflow, which three short tabs never
 * do. A panel is rendered from its first showing on and kept (hidden) after, so a half-filled
 * form survives a look at another tab.
 */
export function Tabs({ items, defaultActiveKey }: { items: TabItem[]; defaultActiveKey?: string }) {
  const [active, setActive] = useState(defaultActiveKey ?? items[0]?.key);
  const [visited, setVisited] = useState(() => new Set([active]));
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const show = (key: string, index: number) => {
    setActive(key);
    setVisited((keys) => new Set(keys).add(key));
    tabs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(items[next]!.key, next);
  };

  return (
    <div>
      <div role="tablist" style={{ display: 'flex', gap: 32, borderBottom: `1px solid ${hearthColors.border}`, marginBottom: 16 }}>
        {items.map((item, index) => {
          const selected = item.key === active;
          return (
            <button
              key={item.key}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => show(item.key, index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              style={{
                padding: '12px 0',
                marginBottom: -1,
                border: 'none',
                borderBottom: `2px solid ${selected ? PRIMARY_GREEN : 'transparent'}`,
                background: 'none',
                color: selected ? PRIMARY_GREEN : TEXT_COLOR,
                font: 'inherit',
                fontSize: 14,
                cursor: 'pointer',
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map(
        (item) =>
          visited.has(item.key) && (
            <div
              key={item.key}
              role="tabpanel"
              id={`${id}-panel-${item.key}`}
              aria-labelledby={`${id}-tab-${item.key}`}
              tabIndex={0}
              hidden={item.key !== active}
            >
              {item.children}
            </div>
          ),
      )}
    </div>
  );
}
