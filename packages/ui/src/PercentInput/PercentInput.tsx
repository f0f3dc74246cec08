import { filterPercentText, formatPercentInput, isPercentInputKey, parsePercentInput, percentInputMessage } from '@socios/domain';
import { type ClipboardEvent, type KeyboardEvent, type Ref, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { FormField } from '../FormField';
import { controlBoxStyles, controlStyles } from '../internal/field';

export interface PercentInputProps {
  /** Visible label (also the accessible name). */
  label: string;
  /** Keep the label for assistive technology only (inside tables). */
  labelHidden?: boolean;
  /** The percentage (35 means 35 %); null shows an empty field. */
  value: number | null;
  /** Called with every valid value the user types (at once, not on blur). */
  onChange: (value: number) => void;
  /** Called with the validity whenever it changes (the spec's isValid). */
  onValidityChange?: (isValid: boolean) => void;
  /** Decimals allowed (2 by default). */
  decimals?: number;
  /** Highest value allowed (none by default; a discount is at most DISCOUNT_MAX). */
  max?: number;
  /** Help text under the field. */
  hint?: string;
  /** Message shown while the text is not a valid percentage; the domain's message for the reason by default. */
  invalidText?: string;
  /** Not editable. */
  disabled?: boolean;
  /** Width of the field in characters (8 by default). */
  size?: number;
  /** Ref to the input element. */
  ref?: Ref<HTMLInputElement>;
}

const StyledControl = styled.div`
  ${controlBoxStyles}
`;

const StyledInput = styled.input<{ $invalid: boolean; $chars: number }>`
  ${controlStyles}
  width: ${({ theme, $chars }) => `calc(${$chars}ch + ${theme.spacing(10)})`};
  padding-right: ${({ theme }) => theme.spacing(7)};
  text-align: right;
  font-variant-numeric: tabular-nums;
`;

const StyledSign = styled.span`
  position: absolute;
  right: ${({ theme }) => theme.spacing(3)};
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

/** Keys that never type a character: navigation and editing must keep working. */
const NAVIGATION_KEYS = new Set(['Tab', 'Enter', 'Escape', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/**
 * The European percentage input (spec 000 §5) on the domain's rule: digits, comma, period and dash only (Delete,
 * Backspace and navigation keys work; pasted text is filtered), 2 decimals by default, marked aria-invalid while
 * the text is not a valid value, and a negative value is an error. Valid values reach `onChange` as typed.
 */
export function PercentInput({
  label,
  labelHidden = false,
  value,
  onChange,
  onValidityChange,
  decimals = 2,
  max,
  hint,
  invalidText,
  disabled,
  size = 8,
  ref,
}: PercentInputProps) {
  const [text, setText] = useState(value === null ? '' : formatPercentInput(value, decimals));
  const [focused, setFocused] = useState(false);
  const parsed = parsePercentInput(text, decimals, max);
  const invalid = text !== '' && !parsed.isValid;

  // A value set from outside (a condition's discount, a reset) replaces the text unless the user is typing it.
  const lastValue = useRef(value);
  useEffect(() => {
    if (value === lastValue.current) return;
    lastValue.current = value;
    // While the user types, their text stays, valid or not (an invalid text is not applied and says why).
    if (focused) return;
    setText(value === null ? '' : formatPercentInput(value, decimals));
  }, [value, focused, decimals]);

  const lastValidity = useRef(!invalid);
  useEffect(() => {
    if (lastValidity.current === !invalid) return;
    lastValidity.current = !invalid;
    onValidityChange?.(!invalid);
  }, [invalid, onValidityChange]);

  const update = (next: string) => {
    setText(next);
    const result = parsePercentInput(next, decimals, max);
    if (result.isValid && result.value !== value) {
      lastValue.current = result.value;
      onChange(result.value);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey || NAVIGATION_KEYS.has(event.key)) return;
    if (!isPercentInputKey(event.key)) event.preventDefault();
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const input = event.currentTarget;
    const pasted = filterPercentText(event.clipboardData.getData('text'));
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? text.length;
    update(text.slice(0, start) + pasted + text.slice(end));
  };

  const error = !parsed.isValid && invalid ? (invalidText ?? percentInputMessage(parsed.reason, decimals, max)) : undefined;
  return (
    <FormField label={label} labelHidden={labelHidden} hint={hint} error={error}>
      {(control) => (
        <StyledControl>
          <StyledInput
            ref={ref}
            {...control}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            disabled={disabled}
            aria-invalid={invalid ? true : undefined}
            onChange={(event) => update(filterPercentText(event.target.value))}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
            onFocus={() => setFocused(true)}
            onBlur={() => {
              setFocused(false);
              if (parsed.isValid) setText(formatPercentInput(parsed.value, decimals));
            }}
            $invalid={invalid}
            $chars={size}
          />
          <StyledSign aria-hidden="true">%</StyledSign>
        </StyledControl>
      )}
    </FormField>
  );
}
