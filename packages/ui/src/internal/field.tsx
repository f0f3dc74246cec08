import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { AlertIcon } from '../icons';
import { visuallyHidden } from '../theme/mixins';

/** Ids of the label, hint and error of one form field. */
export interface FieldIds {
  input: string;
  hint: string;
  error: string;
}

/** The aria-describedby value of a field: its error and its hint, when present. */
export const describedBy = (ids: FieldIds, hint: ReactNode, error: ReactNode): string | undefined =>
  [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ') || undefined;

export const StyledField = styled.div<{ $fullWidth?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
`;

export const StyledLabel = styled.label<{ $hidden?: boolean }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.text};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

export const StyledRequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.spacing(0.5)};
`;

export const StyledHint = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledErrorText = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger};
`;

/** The error message under a field, with its icon. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <StyledErrorText id={id}>
      <AlertIcon size={14} />
      {children}
    </StyledErrorText>
  );
}

/** Shared look of text-like controls (input, select): border, radius, focus and invalid states. */
export const controlStyles = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
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
