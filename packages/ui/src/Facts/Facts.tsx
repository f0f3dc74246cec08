import { phoneHref } from '@socios/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** Space between the rows and the columns: 'tight' (2 × 8 px, a small card), 'compact' (4 × 16 px), 'comfortable' (8 × 16 px). */
export type FactsDensity = 'tight' | 'compact' | 'comfortable';

export interface FactsProps extends HTMLAttributes<HTMLDListElement> {
  /** Space between the rows: 'compact' (4 px, cards) or 'comfortable' (8 px, a page's data); compact by default. */
  density?: FactsDensity;
  /** On phones each term goes above its value instead of beside it. */
  stackOnMobile?: boolean;
  /** 'sm' for the facts of a card in a list (13 px); the surrounding text's size by default. */
  size?: 'sm';
  /** Each value stays on one line, cut with an ellipsis (cards of a fixed height). */
  truncate?: boolean;
  /** The values are figures (totals): the terms take the free width, the values right-aligned, bold, tabular. */
  figures?: boolean;
  /** The pairs side by side, wrapping, each in a `div` (a product's references in its row); in small type. */
  inline?: boolean;
  /** `dt` / `dd` pairs. */
  children?: ReactNode;
}

const densityStyles: Record<FactsDensity, ReturnType<typeof css>> = {
  tight: css`
    gap: ${({ theme }) => theme.spacing(0.5, 2)};
  `,
  compact: css`
    gap: ${({ theme }) => theme.spacing(1, 4)};
  `,
  comfortable: css`
    gap: ${({ theme }) => theme.spacing(2, 4)};
  `,
};

const truncateStyles = css`
  dd {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const figureStyles = css`
  grid-template-columns: minmax(0, 1fr) auto;
  dd {
    text-align: right;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
  }
`;

const inlineStyles = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1, 4)};
  font-size: ${({ theme }) => theme.font.size.sm};
  > div {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
  }
`;

const StyledFacts = styled.dl<{ $density: FactsDensity; $stack: boolean; $size?: 'sm'; $truncate: boolean; $figures: boolean; $inline: boolean }>`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  /* A term stays on the line of its value when the value is taller (a phone link's 24 px target). */
  align-items: baseline;
  ${({ $density }) => densityStyles[$density]}
  margin: 0;
  ${({ theme, $size }) => ($size ? `font-size: ${theme.font.size[$size]};` : '')}
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${({ $truncate }) => ($truncate ? truncateStyles : '')}
  ${({ $figures }) => ($figures ? figureStyles : '')}
  ${({ $inline }) => ($inline ? inlineStyles : '')}
  ${({ $stack, theme }) =>
    $stack &&
    css`
      ${theme.media.mobile} {
        grid-template-columns: 1fr;
        gap: ${theme.spacing(0.5, 4)};
        dd {
          margin-bottom: ${theme.spacing(2)};
        }
      }
    `}
`;

/** Terms and their values in two aligned columns (a `dl`): a person's or a company's data, conditions, contacts. */
export function Facts({ density = 'compact', stackOnMobile = false, size, truncate = false, figures = false, inline = false, children, ...rest }: FactsProps) {
  return (
    <StyledFacts $density={density} $stack={stackOnMobile} $size={size} $truncate={truncate} $figures={figures} $inline={inline} {...rest}>
      {children}
    </StyledFacts>
  );
}

/** A tel: link at least 24 px high, the smallest touch target WCAG 2.2 allows (2.5.8). */
const StyledPhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.spacing(6)};
`;

/** A phone number as a tel: link with the +34 prefix (001 §9), or the fallback text when there is none. */
export function PhoneLink({ value, fallback = '(Sin especificar)' }: { value: string | null | undefined; fallback?: string }) {
  const href = phoneHref(value);
  if (!value?.trim()) return fallback;
  return href ? <StyledPhoneLink href={href}>{value}</StyledPhoneLink> : value;
}
