import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import theme from 'antd/es/theme';
import type { HTMLAttributes, ReactNode } from 'react';

export type NoticeType = 'success' | 'info' | 'warning' | 'error';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  type?: NoticeType;
  title: ReactNode;
  description?: ReactNode;
  /** A button at the end, e.g. 'Retry'. */
  action?: ReactNode;
  showIcon?: boolean;
}

const icons = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };
const palettes = { success: 'Success', info: 'Info', warning: 'Warning', error: 'Error' } as const;

/**
 * A message in a tinted box (a failure, a success, a warning), announced to screen readers as an
 * alert unless `role` says otherwise; drawn like antd's Alert, with its props, without its close
 * button and marquee banner (antd's Alert costs ~6 KB gzipped on every page that may show one).
 */
export function Notice({ type = 'info', title, description, action, showIcon = false, role = 'alert', style, ...props }: NoticeProps) {
  const { token } = theme.useToken();
  const palette = palettes[type];
  const Icon = icons[type];
  const described = description !== undefined && description !== null && description !== false;
  return (
    <div
      role={role}
      style={{
        display: 'flex',
        alignItems: described ? 'flex-start' : 'center',
        gap: described ? token.marginSM : token.marginXS,
        padding: described ? `${token.paddingMD}px ${token.paddingContentHorizontalLG}px` : `${token.paddingContentVerticalSM}px 12px`,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        background: token[`color${palette}Bg`],
        border: `${token.lineWidth}px ${token.lineType} ${token[`color${palette}Border`]}`,
        borderRadius: token.borderRadiusLG,
        overflowWrap: 'anywhere',
        ...style,
      }}
      {...props}
    >
      {showIcon && <Icon aria-hidden style={{ color: token[`color${palette}`], fontSize: described ? token.fontSizeHeading3 : token.fontSize, lineHeight: 1 }} />}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ color: token.colorTextHeading, fontSize: described ? token.fontSizeLG : token.fontSize, marginBottom: described ? token.marginXS : 0 }}>{title}</div>
        {described && <div>{description}</div>}
      </div>
      {action && <div style={{ marginInlineStart: token.marginXS }}>{action}</div>}
    </div>
  );
}
