import { css } from 'styled-components';

/** Shared look of text-like controls (input, select): border, radius, focus and invalid states. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color ${({ theme }) => theme.duration.fast}ms ease;

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.primary};
  }

  &:focus-visible {
    outline: none;
    border-color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.focus};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.disabledSurface};
    color: ${({ theme }) => theme.color.disabledText};
  }
`;

/** The box that holds a control and the adornments drawn over it (icons, the % sign, the select chevron). */
export const controlBoxStyles = css`
  position: relative;
  display: flex;
  align-items: center;
`;
