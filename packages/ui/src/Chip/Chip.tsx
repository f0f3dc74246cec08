import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** 'neutral' for plain facts, 'primary' for what the user chose (a searched value, an active filter). */
export type ChipTone = 'neutral' | 'primary';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour family; 'neutral' by default. */
  tone?: ChipTone;
  /** A decorative icon before the text. */
  icon?: ReactNode;
  /** The chip's text. */
  children: ReactNode;
}

const toneStyles: Record<ChipTone, ReturnType<typeof css>> = {
  neutral: css`
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  `,
  primary: css`
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primary};
  `,
};

const StyledChip = styled.span<{ $tone: ChipTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: ${({ theme }) => theme.spacing(0, 3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  white-space: nowrap;
  ${({ $tone }) => toneStyles[$tone]}
`;

/** A small rounded label with a value: a searched figure, an active filter, a state. Not interactive. */
export function Chip({ tone = 'neutral', icon, children, ...rest }: ChipProps) {
  return (
    <StyledChip $tone={tone} {...rest}>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </StyledChip>
  );
}
