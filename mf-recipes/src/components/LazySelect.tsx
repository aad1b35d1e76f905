import { DownOutlined } from '@ant-design/icons';
import type { SelectProps } from 'antd/es/select';
import theme from 'antd/es/theme';
import { useId, useState, type ComponentType, type CSSProperties } from 'react';
import { useOnDemand } from './use-on-demand';

const loadSelect = () => import('antd/es/select') as Promise<{ default: ComponentType<SelectProps<string>> }>;

interface Option {
  value: string;
  label: string;
}

type LazySelectProps = Omit<SelectProps<string>, 'options'> & { options: Option[] };

/**
 * antd's Select (with its popup, virtual list and their styles, ~35 KB gzipped), loaded when first
 * focused and shown when first opened (a click, or Enter, Space or an arrow key); until then a
 * look-alike combobox shows the chosen option. The real one takes over opened and focused, after
 * the click that opened it, so no event of that click reaches it. The category filter and fields
 * are on screen at once, their list opened now and then.
 */
export function LazySelect(props: LazySelectProps) {
  const [Select, load] = useOnDemand(loadSelect);
  const [opened, setOpened] = useState(false);
  // One id for both, so a label or a test that found the look-alike finds the real one.
  const ownId = useId();
  const id = props.id ?? ownId;
  if (Select && opened) return <Select {...props} id={id} autoFocus defaultOpen />;
  return (
    <SelectLookalike
      {...props}
      id={id}
      onFocus={load}
      onOpen={() => {
        load();
        setOpened(true);
      }}
    />
  );
}

function SelectLookalike({ options, value, placeholder, size, style, id, disabled, onFocus, onOpen, ...rest }: Omit<LazySelectProps, 'onFocus'> & { onFocus: () => void; onOpen: () => void }) {
  const { token } = theme.useToken();
  const large = size === 'large';
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  const chosen = options.find((option) => option.value === value)?.label;
  const box: CSSProperties = {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    width: '100%',
    height: large ? token.controlHeightLG : token.controlHeight,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    border: `${token.lineWidth}px ${token.lineType} ${invalid ? token.colorError : token.colorBorder}`,
    borderRadius: large ? token.borderRadiusLG : token.borderRadius,
    boxSizing: 'border-box',
    ...style,
  };
  const padding = `0 ${token.paddingSM + 18}px 0 ${token.paddingSM - 1}px`;
  return (
    <span style={box}>
      {/* The chosen option as antd's Select shows it, as text with a title; the see-through input
          over the box is what is focused, pressed and labelled. */}
      <span
        title={chosen}
        aria-hidden
        style={{
          flex: 1,
          minWidth: 0,
          padding,
          fontSize: large ? token.fontSizeLG : token.fontSize,
          color: chosen === undefined ? token.colorTextPlaceholder : token.colorText,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {chosen ?? placeholder}
      </span>
      <input
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-haspopup="listbox"
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
        aria-invalid={invalid || undefined}
        aria-required={rest['aria-required']}
        readOnly
        disabled={disabled}
        value={chosen ?? ''}
        onFocus={onFocus}
        onClick={onOpen}
        onKeyDown={(event) => {
          if (!['Enter', ' ', 'ArrowDown', 'ArrowUp'].includes(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
        style={{ position: 'absolute', inset: 0, width: '100%', boxSizing: 'border-box', padding, opacity: 0, cursor: disabled ? 'not-allowed' : 'pointer' }}
      />
      <DownOutlined aria-hidden style={{ position: 'absolute', insetInlineEnd: token.paddingSM - 1, fontSize: token.fontSizeIcon, color: token.colorTextQuaternary, pointerEvents: 'none' }} />
    </span>
  );
}
