import type { CSSProperties, HTMLAttributes } from 'react';
import { DANGER_COLOR, SECONDARY_TEXT_COLOR, TEXT_COLOR } from '../theme';

/** Text colours besides the body's: muted ('secondary') or a warning of loss ('danger'). */
export type TextTone = 'secondary' | 'danger';

const toneColor: Record<TextTone, string> = { secondary: SECONDARY_TEXT_COLOR, danger: DANGER_COLOR };

/** Print and page styles can reach every piece of text by this class. */
export const TYPOGRAPHY_CLASS = 'hearth-typography';

const classes = (className?: string) => (className ? `${TYPOGRAPHY_CLASS} ${className}` : TYPOGRAPHY_CLASS);

/** antd's heading scale (fontSizeHeading1..5 and their line heights). */
const headings = {
  1: { fontSize: 38, lineHeight: 1.2105 },
  2: { fontSize: 30, lineHeight: 1.2667 },
  3: { fontSize: 24, lineHeight: 1.3333 },
  4: { fontSize: 20, lineHeight: 1.4 },
  5: { fontSize: 16, lineHeight: 1.5 },
} as const;

export interface TitleProps extends HTMLAttributes<HTMLHeadingElement> {
  level?: keyof typeof headings;
  type?: TextTone;
}

/** A heading, h1 to h5, drawn like antd's Typography.Title. */
export function Title({ level = 1, type, className, style, ...props }: TitleProps) {
  const Heading = `h${level}` as const;
  const look: CSSProperties = {
    ...headings[level],
    margin: '0 0 0.5em',
    fontWeight: 600,
    color: type ? toneColor[type] : TEXT_COLOR,
    ...style,
  };
  return <Heading className={classes(className)} style={look} {...props} />;
}

export interface TextProps extends HTMLAttributes<HTMLSpanElement> {
  type?: TextTone;
  strong?: boolean;
  /** Monospace on a light grey ground, like a token or a name to copy. */
  code?: boolean;
}

const codeLook: CSSProperties = {
  margin: '0 0.2em',
  padding: '0.2em 0.4em 0.1em',
  fontSize: '85%',
  fontFamily: "'SFMono-Regular', Consolas, 'Liberation Mono', Menlo, Courier, monospace",
  background: 'rgba(150, 150, 150, 0.1)',
  border: '1px solid rgba(100, 100, 100, 0.2)',
  borderRadius: 3,
};

/** A run of text in a line, like antd's Typography.Text. */
export function Text({ type, strong, code, className, style, children, ...props }: TextProps) {
  let content = children;
  if (code) content = <code style={codeLook}>{content}</code>;
  if (strong) content = <strong style={{ fontWeight: 600 }}>{content}</strong>;
  return (
    <span className={classes(className)} style={type ? { color: toneColor[type], ...style } : style} {...props}>
      {content}
    </span>
  );
}

export interface ParagraphProps extends HTMLAttributes<HTMLDivElement> {
  type?: TextTone;
}

/** A block of text with a blank line's space after it, like antd's Typography.Paragraph. */
export function Paragraph({ type, className, style, ...props }: ParagraphProps) {
  return <div className={classes(className)} style={{ marginBottom: '1em', ...(type ? { color: toneColor[type] } : {}), ...style }} {...props} />;
}
