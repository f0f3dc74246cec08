import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Colour of a badge: 'neutral' (a quiet label), 'primary' (a type), 'accent' (featured), 'strong' (unread, new). */
export type BadgeTone = 'neutral' | 'primary' | 'accent' | 'strong';
/** 'sm' for a card's meta line (12 px, medium weight), 'md' for a page's labels (13 px). */
export type BadgeSize = 'sm' | 'md';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family; 'neutral' by default. */
  tone?: BadgeTone;
  /** Size; 'sm' by default. */
  size?: BadgeSize;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** The badge's text. */
  children: ReactNode;
}

const toneStyles: Record<BadgeTone, ReturnType<typeof css>> = {
  neutral: css`
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.text};
  `,
  primary: css`
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primary};
  `,
  accent: css`
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
  `,
  strong: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
  `,
};

const sizeStyles: Record<BadgeSize, ReturnType<typeof css>> = {
  sm: css`
    gap: ${({ theme }) => theme.spacing(0.5)};
    padding: ${({ theme }) => theme.spacing(0.5, 2)};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  `,
  md: css`
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(1, 3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
};

const StyledBadge = styled.span<{ $tone: BadgeTone; $size: BadgeSize }>`
  display: inline-flex;
  align-items: center;
  border-radius: ${({ theme }) => theme.radius.pill};
  ${({ $size }) => sizeStyles[$size]}
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A short label in a pill: a news item's type, 'Destacada', 'No leída', a category. */
export function Badge({ tone = 'neutral', size = 'sm', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge $tone={tone} $size={size} {...rest}>
      {icon}
      {children}
    </StyledBadge>
  );
}
