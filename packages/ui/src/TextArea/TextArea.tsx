import type { Ref, TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

/** Least height: 'sm' its rows', 'md' 80 px (a line of a design), 'lg' 150 px (a campaign's description). */
export type TextAreaSize = 'sm' | 'md' | 'lg';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Least height; 'sm' (its rows) by default. */
  size?: TextAreaSize;
  /** Ref to the textarea. */
  ref?: Ref<HTMLTextAreaElement>;
}

const sizeStyles: Record<TextAreaSize, ReturnType<typeof css>> = {
  sm: css``,
  md: css`
    min-height: ${({ theme }) => theme.spacing(20)};
  `,
  lg: css`
    min-height: ${({ theme }) => theme.spacing(37.5)};
  `,
};

const StyledTextArea = styled.textarea<{ $size: TextAreaSize }>`
  width: 100%;
  resize: vertical;
  ${({ $size }) => sizeStyles[$size]}
`;

/** A text of several lines, the field's full width, taller at the user's will: a note, a description. Put it in a FormField. */
export function TextArea({ size = 'sm', ...rest }: TextAreaProps) {
  return <StyledTextArea $size={size} {...rest} />;
}
