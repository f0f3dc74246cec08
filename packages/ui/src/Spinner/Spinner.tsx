import styled, { css, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Diameter: sm 16 px (inside buttons), md 32 px, lg 48 px. */
  size?: SpinnerSize;
  /** Accessible label announced by screen readers; 'Cargando' by default. */
  label?: string;
  /** Render as a decorative element (no status role) when a parent already announces the busy state. */
  decorative?: boolean;
  /** Centre the spinner in a block that fills its container. */
  centered?: boolean;
  /**
   * Hold a screen's height (with `centered`) while the page or list it stands for loads, so that what lies below,
   * the footer, is already out of view and does not jump when the content arrives (no layout shift).
   */
  holdScreen?: boolean;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const sizeStyles: Record<SpinnerSize, ReturnType<typeof css>> = {
  sm: css`
    width: ${({ theme }) => theme.spacing(4)};
    height: ${({ theme }) => theme.spacing(4)};
    border-width: ${({ theme }) => theme.borderWidth.medium};
  `,
  md: css`
    width: ${({ theme }) => theme.size.control.sm};
    height: ${({ theme }) => theme.size.control.sm};
    border-width: ${({ theme }) => theme.borderWidth.thick};
  `,
  lg: css`
    width: ${({ theme }) => theme.size.control.lg};
    height: ${({ theme }) => theme.size.control.lg};
    border-width: ${({ theme }) => theme.borderWidth.heavy};
  `,
};

const StyledWrapper = styled.span<{ $centered: boolean; $holdScreen: boolean }>`
  display: ${({ $centered }) => ($centered ? 'flex' : 'inline-flex')};
  align-items: center;
  justify-content: center;
  ${({ $centered, theme }) =>
    $centered &&
    css`
      width: 100%;
      padding: ${theme.spacing(6)};
    `}
  ${({ $holdScreen }) =>
    $holdScreen &&
    css`
      align-items: flex-start;
      min-height: 100vh;
    `}
`;

const StyledRing = styled.span<{ $size: SpinnerSize }>`
  display: inline-block;
  border-style: solid;
  border-color: currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  ${({ $size }) => sizeStyles[$size]}
`;

/** Loading indicator: role=status with the accessible label 'Cargando'. */
export function Spinner({ size = 'md', label = 'Cargando', decorative = false, centered = false, holdScreen = false }: SpinnerProps) {
  if (decorative) {
    return (
      <StyledWrapper $centered={centered} $holdScreen={holdScreen} aria-hidden="true">
        <StyledRing $size={size} />
      </StyledWrapper>
    );
  }
  return (
    <StyledWrapper $centered={centered} $holdScreen={holdScreen} role="status" aria-label={label}>
      <StyledRing $size={size} />
    </StyledWrapper>
  );
}
