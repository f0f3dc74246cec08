import type { ComponentType, HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';

/** Props LinkList passes to its link component. */
export interface LinkListLinkProps {
  /** Destination path. */
  href: string;
  /** Called when the link is followed (a dialog closes itself). */
  onClick?: () => void;
  /** The item's title and meta line. */
  children: ReactNode;
}

/** One link of a LinkList. */
export interface LinkListItem {
  /** A unique key (the item's id). */
  key: string | number;
  /** Where it leads. */
  href: string;
  /** The item's title. */
  title: ReactNode;
  /** A small muted line under the title (dates, a supplier's brands). */
  meta?: ReactNode;
}

/** 'panel': edge to edge in a drawer, divided by lines, titles in medium weight; 'results': search results, rounded rows scrolling past half the window. */
export type LinkListVariant = 'panel' | 'results';

export interface LinkListProps extends HTMLAttributes<HTMLUListElement> {
  /** The links. */
  items: readonly LinkListItem[];
  /** How it shows; 'panel' by default. */
  variant?: LinkListVariant;
  /** Link component (a router's Link wrapper); a plain anchor by default. */
  linkComponent?: ComponentType<LinkListLinkProps>;
  /** Called when one of the links is followed (a dialog closes itself). */
  onFollow?: () => void;
  /** Ref to the list (a dialog moves the focus through its links with the arrow keys). */
  ref?: Ref<HTMLUListElement>;
}

function Anchor({ href, onClick, children }: LinkListLinkProps) {
  return (
    <a href={href} onClick={onClick}>
      {children}
    </a>
  );
}

const variantStyles: Record<LinkListVariant, ReturnType<typeof css>> = {
  panel: css`
    flex: 1;
    padding: ${({ theme }) => theme.spacing(2, 0)};
    overflow-y: auto;
    li + li {
      border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    }
    a {
      display: grid;
      gap: ${({ theme }) => theme.spacing(1)};
      padding: ${({ theme }) => theme.spacing(3, 5)};
    }
    strong {
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
    span {
      font-size: ${({ theme }) => theme.font.size.xs};
    }
  `,
  results: css`
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.spacing(1)};
    max-height: 50vh;
    padding: 0;
    overflow: auto;
    a {
      display: block;
      padding: ${({ theme }) => theme.spacing(2, 3)};
      border-radius: ${({ theme }) => theme.radius.md};
    }
    strong {
      font-weight: inherit;
    }
    span {
      display: block;
      font-size: smaller;
    }
  `,
};

const StyledList = styled.ul<{ $variant: LinkListVariant }>`
  margin: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  }
  span {
    color: ${({ theme }) => theme.color.textMuted};
  }
  ${({ $variant }) => variantStyles[$variant]}
`;

/**
 * A list of links one under another, each a title and a muted line: in a panel, edge to edge in its free height; as
 * search results, rows tinted under the pointer or the focus.
 */
export function LinkList({ items, variant = 'panel', linkComponent: Link = Anchor, onFollow, ref, ...rest }: LinkListProps) {
  return (
    <StyledList ref={ref} $variant={variant} {...rest}>
      {items.map((item) => (
        <li key={item.key}>
          <Link href={item.href} onClick={onFollow}>
            <strong>{item.title}</strong>
            {item.meta ? <span>{item.meta}</span> : null}
          </Link>
        </li>
      ))}
    </StyledList>
  );
}
