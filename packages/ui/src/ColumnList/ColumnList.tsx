import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface ColumnListProps extends HTMLAttributes<HTMLUListElement> {
  /** The items (`li`), short names or links, in reading order down each column. */
  children?: ReactNode;
}

const StyledList = styled.ul`
  columns: 4 ${({ theme }) => theme.spacing(40)};
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    padding: ${({ theme }) => theme.spacing(1, 0)};
    break-inside: avoid;
  }
  a {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** A long list of short names in up to four newspaper columns of at least 160 px, one on a phone: every maker A–Z. */
export function ColumnList({ children, ...rest }: ColumnListProps) {
  return <StyledList {...rest}>{children}</StyledList>;
}
