import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Inline } from '../Inline';
import { focusRing } from '../theme/mixins';

/** 'neutral' for plain names (a supplier's brands), 'primary' and 'success' for marks that stand out or links. */
export type TagTone = 'neutral' | 'primary' | 'success';

export interface TagListProps extends HTMLAttributes<HTMLElement> {
  /** The tags (`Tag` elements). */
  children?: ReactNode;
}

export interface TagProps {
  /** Colour family; 'neutral' (a bordered pill) by default. */
  tone?: TagTone;
  /** Bold text, for a mark that qualifies the item (Homologado) rather than a name. */
  strong?: boolean;
  /** The tag's text, or a link whose box then fills the pill. */
  children: ReactNode;
}

const toneStyles: Record<TagTone, ReturnType<typeof css>> = {
  neutral: css`
    background: ${({ theme }) => theme.color.background};
    border-color: ${({ theme }) => theme.color.border};
  `,
  primary: css`
    background: ${({ theme }) => theme.color.primarySubtle};
    color: ${({ theme }) => theme.color.primary};
  `,
  success: css`
    background: ${({ theme }) => theme.color.successSubtle};
    color: ${({ theme }) => theme.color.success};
  `,
};

const pillPadding = css`
  padding: ${({ theme }) => theme.spacing(0.5, 2)};
`;

const StyledTag = styled.li<{ $tone: TagTone; $strong: boolean }>`
  border: ${({ theme }) => theme.borderWidth.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme, $strong }) => ($strong ? theme.font.weight.bold : 'inherit')};
  ${({ $tone }) => toneStyles[$tone]}
  &:not(:has(> a)) {
    ${pillPadding}
  }
  > a {
    display: inline-block;
    ${pillPadding}
    border-radius: inherit;
    color: inherit;
    text-decoration: none;
    ${focusRing}
  }
  > a:hover {
    text-decoration: underline;
  }
`;

/** A wrapping row of small rounded tags (a list): a supplier's brands, a favourite's brands as links. */
export function TagList({ children, ...rest }: TagListProps) {
  return (
    <Inline as="ul" gap={1} align="stretch" {...rest}>
      {children}
    </Inline>
  );
}

/** One tag of a TagList: a name, a mark (Homologado) or a link. */
export function Tag({ tone = 'neutral', strong = false, children }: TagProps) {
  return (
    <StyledTag $tone={tone} $strong={strong}>
      {children}
    </StyledTag>
  );
}
