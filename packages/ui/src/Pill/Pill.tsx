import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Colour family of a badge: 'solid' is the primary colour filled (the member's own row), the others subtle. */
export type PillTone = 'primary' | 'solid' | 'success' | 'warning' | 'accent' | 'muted';

/** 'xs' (12 px, a mark beside a name) or 'sm' (13 px, a count or a mark in a table). */
export type PillSize = 'xs' | 'sm';

export interface PillProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family; 'primary' by default. */
  tone?: PillTone;
  /** Type size and padding; 'xs' by default. */
  size?: PillSize;
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

const PAINT: Readonly<Record<PillTone, Paint>> = {
  primary: (t) => ({ mark: t.color.primary, text: t.color.primary, surface: t.color.primarySubtle }),
  solid: (t) => ({ mark: t.color.primary, text: t.color.onPrimary, surface: t.color.primary }),
  success: (t) => ({ mark: t.color.success, text: t.color.success, surface: t.color.successSubtle }),
  warning: (t) => ({ mark: t.color.warning, text: t.color.text, surface: t.color.warningSubtle }),
  accent: (t) => ({ mark: t.color.accent, text: t.color.text, surface: t.color.surfaceAlt }),
  muted: (t) => ({ mark: t.color.textMuted, text: t.color.textMuted, surface: t.color.surfaceAlt }),
};

const sizeStyles: Record<PillSize, ReturnType<typeof css>> = {
  xs: css`
    padding: ${({ theme }) => theme.spacing(0, 1.5)};
    font-size: ${({ theme }) => theme.font.size.xs};
  `,
  sm: css`
    padding: ${({ theme }) => theme.spacing(0, 2)};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
};

const dotStyles = css<{ $tone: PillTone }>`
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
      color: ${$tone === 'solid' ? theme.color.onPrimary : theme.color.text};
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

const StyledPill = styled.span<{ $tone: PillTone; $size: PillSize; $dot: boolean; $count: boolean; $spaced: boolean }>`
  justify-self: start;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $tone }) => PAINT[$tone](theme).surface};
  color: ${({ theme, $tone }) => PAINT[$tone](theme).text};
  ${({ $size }) => sizeStyles[$size]}
  ${({ $spaced, theme }) => ($spaced ? `margin-inline-start: ${theme.spacing(2)};` : '')}
  ${({ $count }) => ($count ? countStyles : '')}
  ${({ $dot }) => ($dot ? dotStyles : '')}
`;

/** A small rounded mark: a qualifier beside a name (Marca del estudio, Su tramo), a count, or a state with its dot. */
export function Pill({ tone = 'primary', size = 'xs', dot = false, count = false, spaced = false, children, ...rest }: PillProps) {
  return (
    <StyledPill $tone={tone} $size={size} $dot={dot} $count={count} $spaced={spaced} {...rest}>
      {children}
    </StyledPill>
  );
}
