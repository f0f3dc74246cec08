import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/**
 * Colour of a badge: 'neutral' (a quiet label), 'primary' (a type, a qualifier), 'accent' (featured, amber filled),
 * 'strong' (unread, new, the member's own row: the primary colour filled), 'success', 'warning' and 'muted' (states).
 * As a state (`dot`), 'neutral' shows an amber dot.
 */
export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'strong' | 'success' | 'warning' | 'muted';

/**
 * 'xs' a mark beside a name (12 px, snug), 'sm' a card's meta line (12 px, medium weight), 'md' a count or a mark in a
 * table (13 px, snug), 'lg' a page's labels (13 px).
 */
export type BadgeSize = 'xs' | 'sm' | 'md' | 'lg';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family; 'neutral' by default. */
  tone?: BadgeTone;
  /** Type size and padding; 'sm' by default. */
  size?: BadgeSize;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** A state: a dot and a border in the tone's colour, the text in the body's colour (an order's state). */
  dot?: boolean;
  /** A figure: at least 2.5 characters wide and centred, so that counts line up in a column. */
  count?: boolean;
  /** Space before the badge, when it follows a name on the same line. */
  spaced?: boolean;
  /** The badge's text. */
  children: ReactNode;
}

type Paint = (theme: DefaultTheme) => { mark: string; text: string; surface: string };

const PAINT: Readonly<Record<BadgeTone, Paint>> = {
  neutral: (t) => ({ mark: t.color.accent, text: t.color.text, surface: t.color.surfaceAlt }),
  primary: (t) => ({ mark: t.color.primary, text: t.color.primary, surface: t.color.primarySubtle }),
  accent: (t) => ({ mark: t.color.accent, text: t.color.onAccent, surface: t.color.accent }),
  strong: (t) => ({ mark: t.color.primary, text: t.color.onPrimary, surface: t.color.primary }),
  success: (t) => ({ mark: t.color.success, text: t.color.success, surface: t.color.successSubtle }),
  warning: (t) => ({ mark: t.color.warning, text: t.color.text, surface: t.color.warningSubtle }),
  muted: (t) => ({ mark: t.color.textMuted, text: t.color.textMuted, surface: t.color.surfaceAlt }),
};

/** The snug sizes sit in the line of text they follow; the label sizes are flex boxes that hold an icon. */
const sizeStyles: Record<BadgeSize, ReturnType<typeof css>> = {
  xs: css`
    padding: ${({ theme }) => theme.spacing(0, 1.5)};
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
  sm: css`
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(0.5)};
    padding: ${({ theme }) => theme.spacing(0.5, 2)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  `,
  md: css`
    padding: ${({ theme }) => theme.spacing(0, 2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  lg: css`
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(1, 3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
};

const dotStyles = css<{ $tone: BadgeTone }>`
  ${({ theme, $tone }) => {
    const { mark } = PAINT[$tone](theme);
    return css`
      display: inline-flex;
      align-items: center;
      gap: ${theme.spacing(1.5)};
      padding: ${theme.spacing(0.5, 2.5)};
      border: ${theme.borderWidth.thin} solid ${mark};
      font-weight: ${theme.font.weight.medium};
      line-height: ${theme.font.lineHeight.normal};
      white-space: nowrap;
      color: ${$tone === 'strong' ? theme.color.onPrimary : theme.color.text};
      &::before {
        content: '';
        width: ${theme.spacing(2)};
        height: ${theme.spacing(2)};
        border-radius: ${theme.radius.pill};
        background: ${mark};
      }
    `;
  }}
`;

const countStyles = css`
  display: inline-block;
  min-width: 2.5em;
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

const StyledBadge = styled.span<{ $tone: BadgeTone; $size: BadgeSize; $dot: boolean; $count: boolean; $spaced: boolean }>`
  justify-self: start;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => PAINT[$tone](theme).surface};
  color: ${({ theme, $tone }) => PAINT[$tone](theme).text};
  ${({ $size }) => sizeStyles[$size]}
  ${({ $spaced, theme }) => ($spaced ? `margin-inline-start: ${theme.spacing(2)};` : '')}
  ${({ $count }) => ($count ? countStyles : '')}
  ${({ $dot }) => ($dot ? dotStyles : '')}
`;

/**
 * A short label in a pill: a news item's type, 'Destacada', 'No leída', a category; a qualifier beside a name (Marca
 * del estudio, Su tramo), a count, or a state with its dot.
 */
export function Badge({ tone = 'neutral', size = 'sm', icon, dot = false, count = false, spaced = false, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $size={size} $dot={dot} $count={count} $spaced={spaced} {...rest}>
      {icon}
      {children}
    </StyledBadge>
  );
}
