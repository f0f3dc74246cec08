import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins';

/** 'plain' is a line of a list that shows its frame only when chosen; 'boxed' is always a bordered box. */
export type ChoiceButtonVariant = 'plain' | 'boxed';

export interface ChoiceButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Whether it is the chosen one (announced as pressed, tinted). */
  selected: boolean;
  /** Frame; 'plain' by default. */
  variant?: ChoiceButtonVariant;
  /** What goes at the end of the line (a count). */
  aside?: ReactNode;
  /** Its text: a name, with quieter lines under it if need be (`Text as="span"`). */
  children: ReactNode;
}

const variantStyles: Record<ChoiceButtonVariant, ReturnType<typeof css>> = {
  plain: css`
    padding: ${({ theme }) => theme.spacing(1, 2)};
    border-color: transparent;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    &:hover {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
  boxed: css`
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-color: ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
    &:hover {
      border-color: ${({ theme }) => theme.color.primary};
    }
  `,
};

const StyledChoice = styled.button<{ $variant: ChoiceButtonVariant }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  border: ${({ theme }) => theme.borderWidth.thin} solid;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${({ $variant }) => variantStyles[$variant]}
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  ${focusRing}
`;

const StyledText = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

/** One of a list of things to choose from (a product, an update): a button that stays pressed while it is the chosen one. */
export function ChoiceButton({ selected, variant = 'plain', aside, children, ...rest }: ChoiceButtonProps) {
  return (
    <StyledChoice type="button" aria-pressed={selected} $variant={variant} {...rest}>
      <StyledText>{children}</StyledText>
      {aside}
    </StyledChoice>
  );
}
