import type { ComponentType, ReactNode } from 'react';
import styled from 'styled-components';

/** Props LinkList passes to its link component. */
export interface LinkListLinkProps {
  /** Destination path. */
  href: string;
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
  /** A small muted line under the title (dates). */
  meta?: ReactNode;
}

export interface LinkListProps {
  /** The links. */
  items: readonly LinkListItem[];
  /** Link component (a router's Link wrapper); a plain anchor by default. */
  linkComponent?: ComponentType<LinkListLinkProps>;
}

function Anchor({ href, children }: LinkListLinkProps) {
  return <a href={href}>{children}</a>;
}

const StyledList = styled.ul`
  flex: 1;
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2, 0)};
  overflow-y: auto;
  list-style: none;
  li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
  a {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    padding: ${({ theme }) => theme.spacing(3, 5)};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.primarySubtle};
    }
  }
  strong {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A list of links edge to edge in a panel, each a title and a muted line; it scrolls in the panel's free height. */
export function LinkList({ items, linkComponent: Link = Anchor }: LinkListProps) {
  return (
    <StyledList>
      {items.map((item) => (
        <li key={item.key}>
          <Link href={item.href}>
            <strong>{item.title}</strong>
            {item.meta ? <span>{item.meta}</span> : null}
          </Link>
        </li>
      ))}
    </StyledList>
  );
}
