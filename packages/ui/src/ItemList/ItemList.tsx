import type { HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * 'divided': items over a rule, in small type (a table's rows on a phone); 'boxed': each item a bordered box;
 * 'joined': one bordered box, its items one under another with a rule between them (a list of users, of records).
 */
export type ItemListVariant = 'divided' | 'boxed' | 'joined';

export interface ItemListProps extends HTMLAttributes<HTMLUListElement> {
  /** How the items are set apart; 'divided' by default. */
  variant?: ItemListVariant;
  /** The items (`ItemListItem` elements). */
  children?: ReactNode;
}

export interface ItemListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** The item's parts, in pairs: the odd ones on the left (a name), the even ones on the right (a figure, a button). */
  children?: ReactNode;
}

const listStyles: Record<ItemListVariant, ReturnType<typeof css>> = {
  divided: css`
    font-size: ${({ theme }) => theme.font.size.sm};
    > li {
      padding-bottom: ${({ theme }) => theme.spacing(2)};
      border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    }
  `,
  boxed: css`
    > li {
      padding: ${({ theme }) => theme.spacing(3)};
      border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
      border-radius: ${({ theme }) => theme.radius.md};
      background: ${({ theme }) => theme.color.surface};
      overflow-wrap: anywhere;
    }
  `,
  joined: css`
    gap: 0;
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.color.surface};
    overflow: hidden;
    > li {
      padding: ${({ theme }) => theme.spacing(3, 4)};
    }
    > li + li {
      border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    }
  `,
};

const StyledList = styled.ul<{ $variant: ItemListVariant }>`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $variant }) => listStyles[$variant]}
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  justify-items: start;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  & > :nth-child(even) {
    justify-self: end;
  }
  /* A list of facts (a dl) takes the whole width under the pairs. */
  & > dl {
    grid-column: 1 / -1;
    justify-self: stretch;
  }
`;

/** A second, quieter line under a name or a figure (the stock, the discount, the member's own reference). */
export const SubLine = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * A list shown as blocks, one per item, on a phone where a table would scroll (the stock offers, an order's lines, a
 * user's API tokens): each item's parts in two columns, so that nothing a member acts on is ever off screen.
 */
export function ItemList({ variant = 'divided', children, ...rest }: ItemListProps) {
  return (
    <StyledList $variant={variant} {...rest}>
      {children}
    </StyledList>
  );
}

/** One block of an ItemList. */
export function ItemListItem({ children, ...rest }: ItemListItemProps) {
  return <StyledItem {...rest}>{children}</StyledItem>;
}
