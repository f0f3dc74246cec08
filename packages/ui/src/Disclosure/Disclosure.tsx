import { type HTMLAttributes, type ReactNode, useState } from 'react';
import styled from 'styled-components';

export interface DisclosureProps extends Omit<HTMLAttributes<HTMLDetailsElement>, 'title' | 'children' | 'onToggle'> {
  /** The line that opens and closes it. */
  title: ReactNode;
  /** What goes at the end of that line (a count). */
  aside?: ReactNode;
  /** Open at first; closed by default. */
  defaultOpen?: boolean;
  /** The content; rendered only while open, so that a closed fold of thousands of rows costs nothing. */
  children: ReactNode | (() => ReactNode);
}

const StyledDetails = styled.details`
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  > summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(2, 3)};
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  > summary > span:first-child::before {
    content: '▸';
    display: inline-block;
    width: 1.25em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[open] > summary > span:first-child::before {
    content: '▾';
  }
  > summary:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(0, 3, 2)};
`;

/**
 * A fold (`details`) with its title line, an optional count at the end of it, and content that is rendered only while
 * it is open; folds nest (a type, its months, their days).
 */
export function Disclosure({ title, aside, defaultOpen = false, children, ...rest }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <StyledDetails open={open} onToggle={(e) => setOpen(e.currentTarget.open)} {...rest}>
      <summary>
        <span>{title}</span>
        {aside}
      </summary>
      {open ? <StyledBody>{typeof children === 'function' ? children() : children}</StyledBody> : null}
    </StyledDetails>
  );
}
