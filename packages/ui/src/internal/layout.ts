import type { FormHTMLAttributes, HTMLAttributes } from 'react';

/** Attributes a layout primitive passes to its element (a form's `noValidate` included, for `as="form"`). */
export type LayoutAttributes = HTMLAttributes<HTMLElement> & Pick<FormHTMLAttributes<HTMLFormElement>, 'noValidate'>;

/** Cross-axis alignment of a Stack or an Inline. */
export type LayoutAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
/** Main-axis distribution of an Inline. */
export type LayoutJustify = 'start' | 'center' | 'end' | 'between';

export const ALIGN: Record<LayoutAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

export const JUSTIFY: Record<LayoutJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};

/** Elements a layout primitive may render as. */
export type LayoutElement = 'div' | 'p' | 'section' | 'article' | 'header' | 'footer' | 'nav' | 'main' | 'form' | 'ul' | 'ol' | 'li';
