import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css, type DefaultTheme } from 'styled-components';

/** Colour of a text, from the theme. */
export type TextTone = 'default' | 'muted' | 'primary' | 'danger' | 'success';
/** Font size of a text (`theme.font.size`). */
export type TextSize = keyof DefaultTheme['font']['size'];
/** Font weight of a text (`theme.font.weight`). */
export type TextWeight = keyof DefaultTheme['font']['weight'];
/** Elements a Text may render as. */
export type TextElement = 'p' | 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'h4' | 'strong' | 'small';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; a paragraph by default. */
  as?: TextElement;
  /** Font size; the element's own (inherited, or a heading's) when left out. */
  size?: TextSize;
  /** Font weight; the element's own when left out. */
  weight?: TextWeight;
  /** Colour; inherited when left out. */
  tone?: TextTone;
  /** Line height: 'tight' for titles, 'normal' for running text; inherited when left out. */
  leading?: 'tight' | 'normal';
  /** Horizontal alignment. */
  align?: 'start' | 'center' | 'end';
  /** Keep the text on one line, cut with an ellipsis (a card's meta line); the full text is still read out. */
  truncate?: boolean;
  /** 'anywhere' breaks a long unspaced value (a URL, a code) to fit; 'lines' keeps the line breaks typed in a note. */
  wrap?: TextWrap;
  /** The text. */
  children?: ReactNode;
}

/** How a text breaks beyond the spaces between its words. */
export type TextWrap = 'anywhere' | 'lines';

const WRAPS: Record<TextWrap, string> = {
  anywhere: 'overflow-wrap: anywhere;',
  lines: 'white-space: pre-line;',
};

const TONES: Record<TextTone, (theme: DefaultTheme) => string> = {
  default: (theme) => theme.color.text,
  muted: (theme) => theme.color.textMuted,
  primary: (theme) => theme.color.primary,
  danger: (theme) => theme.color.danger,
  success: (theme) => theme.color.success,
};

const truncateStyles = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledText = styled.p<{
  $size?: TextSize;
  $weight?: TextWeight;
  $tone?: TextTone;
  $leading?: 'tight' | 'normal';
  $align?: 'start' | 'center' | 'end';
  $truncate?: boolean;
  $wrap?: TextWrap;
}>`
  margin: 0;
  ${({ theme, $size }) => ($size ? `font-size: ${theme.font.size[$size]};` : '')}
  ${({ theme, $weight }) => ($weight ? `font-weight: ${theme.font.weight[$weight]};` : '')}
  ${({ theme, $tone }) => ($tone ? `color: ${TONES[$tone](theme)};` : '')}
  ${({ theme, $leading }) => ($leading ? `line-height: ${theme.font.lineHeight[$leading]};` : '')}
  ${({ $align }) => ($align ? `text-align: ${$align};` : '')}
  ${({ $truncate }) => ($truncate ? truncateStyles : '')}
  ${({ $wrap }) => ($wrap ? WRAPS[$wrap] : '')}
`;

/** A run of text in the theme's type scale and colours, without margins: counters, hints, titles, meta lines. */
export function Text({ as = 'p', size, weight, tone, leading, align, truncate, wrap, children, ...rest }: TextProps) {
  return (
    <StyledText as={as} $size={size} $weight={weight} $tone={tone} $leading={leading} $align={align} $truncate={truncate} $wrap={wrap} {...rest}>
      {children}
    </StyledText>
  );
}
