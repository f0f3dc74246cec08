import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import type { ButtonVariant } from '../Button';
import { buttonVariantStyles } from '../Button';
import { focusRing } from '../theme/mixins';

export type IconButtonSize = 'sm' | 'md' | 'lg';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'> {
  /** Accessible name (required: the button has no visible text); also shown as the tooltip. */
  label: string;
  /** The icon to show (decorative, from `@socios/ui` icons). */
  icon: ReactNode;
  /** Visual weight; ghost by default. */
  variant?: ButtonVariant;
  /** Square size: sm 32 px, md 40 px, lg 48 px. */
  size?: IconButtonSize;
  /** Hide the native tooltip (when the label is already visible nearby). */
  noTooltip?: boolean;
  /** Ref to the underlying button element. */
  ref?: Ref<HTMLButtonElement>;
}

const sizeStyles: Record<IconButtonSize, ReturnType<typeof css>> = {
  sm: css`
    width: ${({ theme }) => theme.size.control.sm};
    height: ${({ theme }) => theme.size.control.sm};
  `,
  md: css`
    width: ${({ theme }) => theme.size.control.md};
    height: ${({ theme }) => theme.size.control.md};
  `,
  lg: css`
    width: ${({ theme }) => theme.size.control.lg};
    height: ${({ theme }) => theme.size.control.lg};
  `,
};

const StyledIconButton = styled.button<{ $variant: ButtonVariant; $size: IconButtonSize }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  padding: 0;
  border: ${({ theme }) => theme.borderWidth.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.duration.fast}ms ease;
  ${({ $variant }) => buttonVariantStyles[$variant]}
  ${({ $size }) => sizeStyles[$size]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    color: ${({ theme }) => theme.color.disabledText};
    background: ${({ theme }) => theme.color.disabledSurface};
  }
`;

/** A button that shows only an icon. Its accessible name is required by its type (`label`). */
export function IconButton({ label, icon, variant = 'ghost', size = 'md', noTooltip = false, type = 'button', ref, ...rest }: IconButtonProps) {
  return (
    <StyledIconButton ref={ref} type={type} aria-label={label} title={noTooltip ? undefined : label} $variant={variant} $size={size} {...rest}>
      {icon}
    </StyledIconButton>
  );
}
