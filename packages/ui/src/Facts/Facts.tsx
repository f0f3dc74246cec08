import { phoneHref } from '@socios/domain';
import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export interface FactsProps extends HTMLAttributes<HTMLDListElement> {
  /** Space between the rows: 'compact' (4 px, cards) or 'comfortable' (8 px, a page's data); compact by default. */
  density?: 'compact' | 'comfortable';
  /** On phones each term goes above its value instead of beside it. */
  stackOnMobile?: boolean;
  /** `dt` / `dd` pairs. */
  children?: ReactNode;
}

const StyledFacts = styled.dl<{ $density: 'compact' | 'comfortable'; $stack: boolean }>`
  display: grid;
  grid-template-columns: max-content 1fr;
  /* A term stays on the line of its value when the value is taller (a phone link's 24 px target). */
  align-items: baseline;
  gap: ${({ theme, $density }) => ($density === 'compact' ? theme.spacing(1, 4) : theme.spacing(2, 4))};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
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
export function Facts({ density = 'compact', stackOnMobile = false, children, ...rest }: FactsProps) {
  return (
    <StyledFacts $density={density} $stack={stackOnMobile} {...rest}>
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
