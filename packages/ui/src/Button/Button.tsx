import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner';
import { focusRing } from '../theme/mixins';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: primary (main action), secondary (outlined), ghost (text only) or danger (destructive). */
  variant?: ButtonVariant;
  /** Height and padding: sm 32 px, md 40 px, lg 48 px. */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and blocks clicks while an action runs. */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Icon shown before the text. */
  startIcon?: ReactNode;
  /** Icon shown after the text. */
  endIcon?: ReactNode;
  /** Ref to the underlying button element. */
  ref?: Ref<HTMLButtonElement>;
}

export const buttonVariantStyles: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryHover};
      border-color: ${({ theme }) => theme.color.primaryHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.color.primaryActive};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primary};
    border-color: transparent;
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    border-color: ${({ theme }) => theme.color.danger};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.color.dangerHover};
      border-color: ${({ theme }) => theme.color.dangerHover};
    }
  `,
};

export const buttonSizeStyles: Record<ButtonSize, ReturnType<typeof css>> = {
  sm: css`
    min-height: ${({ theme }) => theme.size.control.sm};
    padding: ${({ theme }) => theme.spacing(1, 3)};
    font-size: ${({ theme }) => theme.font.size.sm};
  `,
  md: css`
    min-height: ${({ theme }) => theme.size.control.md};
    padding: ${({ theme }) => theme.spacing(2, 4)};
    font-size: ${({ theme }) => theme.font.size.md};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.size.control.lg};
    padding: ${({ theme }) => theme.spacing(3, 6)};
    font-size: ${({ theme }) => theme.font.size.lg};
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: ${({ theme }) => theme.borderWidth.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color ${({ theme }) => theme.duration.fast}ms ease,
    border-color ${({ theme }) => theme.duration.fast}ms ease;
  ${({ $variant }) => buttonVariantStyles[$variant]}
  ${({ $size }) => buttonSizeStyles[$size]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.disabledSurface};
    color: ${({ theme }) => theme.color.disabledText};
    border-color: ${({ theme }) => theme.color.border};
  }

  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const StyledIconSlot = styled.span`
  display: inline-flex;
  flex-shrink: 0;
`;

/** The portal's button. Variants map through a lookup; `loading` keeps the label and adds a spinner. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {!loading && startIcon ? <StyledIconSlot>{startIcon}</StyledIconSlot> : null}
      {children}
      {endIcon ? <StyledIconSlot>{endIcon}</StyledIconSlot> : null}
    </StyledButton>
  );
}
