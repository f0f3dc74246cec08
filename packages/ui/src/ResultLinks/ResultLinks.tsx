import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

export interface ResultLinksProps extends HTMLAttributes<HTMLUListElement> {
  /** The items: `li` elements, each holding one link whose second line, if any, is a `small`. */
  children?: ReactNode;
  /** Ref to the list (a dialog moves the focus through its links with the arrow keys). */
  ref?: Ref<HTMLUListElement>;
}

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  max-height: 50vh;
  margin: 0;
  padding: 0;
  overflow: auto;
  list-style: none;
  a {
    display: block;
    padding: ${({ theme }) => theme.spacing(2, 3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Search results as links one under another, each a row tinted under the pointer or the focus, scrolling past half the window. */
export function ResultLinks({ children, ref, ...rest }: ResultLinksProps) {
  return (
    <StyledList ref={ref} {...rest}>
      {children}
    </StyledList>
  );
}
