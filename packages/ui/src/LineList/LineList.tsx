import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export interface LineListProps extends HTMLAttributes<HTMLUListElement> {
  /** The lines (`LineListItem` elements). */
  children?: ReactNode;
}

export interface LineListItemProps {
  /** The line's name (a link, a text). */
  title: ReactNode;
  /** Under the name: a quieter line (a date, a type) or its tags. */
  detail?: ReactNode;
  /** Buttons at the end of the line. */
  actions?: ReactNode;
}

const StyledList = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  /* Direct items only: a line's tags are list items too and take neither the padding nor the dividers. */
  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1, 3)};
    padding: ${({ theme }) => theme.spacing(2, 0)};
  }
  & > li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
`;

const StyledMain = styled.div`
  display: grid;
  flex: 1;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing(0.5)};
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** A short list of lines with dividers (a dashboard block's favourites): each a name, a detail and its buttons. */
export function LineList({ children, ...rest }: LineListProps) {
  return <StyledList {...rest}>{children}</StyledList>;
}

/** One line of a LineList; a string `detail` is the quieter line, an element (tags) shows as it is. */
export function LineListItem({ title, detail, actions }: LineListItemProps) {
  return (
    <li>
      <StyledMain>
        {title}
        {typeof detail === 'string' ? <small>{detail}</small> : detail}
      </StyledMain>
      {actions}
    </li>
  );
}
