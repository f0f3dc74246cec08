import { type InputHTMLAttributes, type ReactNode, type Ref, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { FieldMessages, useFieldControl } from '../FormField';
import { focusRing } from '../theme/mixins';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  /** Visible label (also the accessible name). */
  label: ReactNode;
  /** Help text under the label. */
  hint?: ReactNode;
  /** Error message; marks the checkbox aria-invalid. */
  error?: ReactNode;
  /** Mixed state (e.g. "select all" when only some rows are selected). */
  indeterminate?: boolean;
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

const StyledRoot = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const StyledLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $disabled }) => ($disabled ? theme.color.disabledText : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledBox = styled.input<{ $invalid: boolean }>`
  appearance: none;
  display: inline-grid;
  place-content: center;
  flex-shrink: 0;
  width: ${({ theme }) => theme.spacing(4.5)};
  height: ${({ theme }) => theme.spacing(4.5)};
  margin: 0;
  border: ${({ theme }) => theme.borderWidth.medium} solid ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  cursor: inherit;
  transition: background-color ${({ theme }) => theme.duration.fast}ms ease;

  &::before {
    content: '';
    width: ${({ theme }) => theme.spacing(2.5)};
    height: ${({ theme }) => theme.spacing(2.5)};
    transform: scale(0);
    background: ${({ theme }) => theme.color.onPrimary};
    clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
  }

  &:checked,
  &:indeterminate {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }

  &:checked::before {
    transform: scale(1);
  }

  &:indeterminate::before {
    transform: scale(1);
    height: ${({ theme }) => theme.borderWidth.medium};
    clip-path: none;
  }

  ${focusRing}

  &:disabled {
    border-color: ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.disabledSurface};
  }

  &:disabled:checked::before {
    background: ${({ theme }) => theme.color.disabledText};
  }
`;

const StyledDetails = styled.div`
  padding-left: ${({ theme }) => theme.spacing(7)};
  display: flex;
  flex-direction: column;
`;

/** A labelled checkbox with optional hint, error and indeterminate state. */
export function Checkbox({ label, hint, error, indeterminate = false, id, disabled, ref, ...rest }: CheckboxProps) {
  const { control, hintId, errorId } = useFieldControl({ id, hint, error });
  const innerRef = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (innerRef.current) innerRef.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const setRefs = (node: HTMLInputElement | null) => {
    innerRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <StyledRoot>
      <StyledLabel htmlFor={control.id} $disabled={Boolean(disabled)}>
        <StyledBox ref={setRefs} {...control} type="checkbox" disabled={disabled} $invalid={Boolean(error)} {...rest} />
        {label}
      </StyledLabel>
      {error || hint ? (
        <StyledDetails>
          <FieldMessages hint={hint} error={error} hintId={hintId} errorId={errorId} />
        </StyledDetails>
      ) : null}
    </StyledRoot>
  );
}
