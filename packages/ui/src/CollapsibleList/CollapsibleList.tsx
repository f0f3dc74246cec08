import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '../icons';

export interface CollapsibleListProps {
  /** The group's name: its heading, and the accessible name of the section. */
  title: string;
  /** Figures after the name in the heading (its counts of articles and units). */
  aside?: ReactNode;
  /** Accessible name of the list of rows. */
  listLabel: string;
  /** Folded at first; open by default. */
  defaultCollapsed?: boolean;
  /** The rows: `li` elements, each padding itself. */
  children?: ReactNode;
}

const StyledSection = styled.section`
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  h3 {
    margin: 0;
  }
`;

const StyledToggle = styled.button`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 3)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 0;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:focus-visible {
    box-shadow: ${({ theme }) => theme.shadow.focus};
    outline: none;
  }
  svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => theme.duration.fast}ms ease;
  }
  &[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
  ${({ theme }) => theme.media.reducedMotion} {
    svg {
      transition: none;
    }
  }
`;

const StyledName = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const StyledAside = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledRows = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  &[hidden] {
    display: none;
  }
  > li + li {
    border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  }
`;

/**
 * A named group of rows in a bordered section whose heading is a button that folds it (the rows stay in the page,
 * hidden): the offers of one member, with its counts beside its name.
 */
export function CollapsibleList({ title, aside, listLabel, defaultCollapsed = false, children }: CollapsibleListProps) {
  const [open, setOpen] = useState(!defaultCollapsed);
  const listId = useId();
  return (
    <StyledSection aria-label={title}>
      <h3>
        <StyledToggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          <ChevronDownIcon size={18} />
          <StyledName>{title}</StyledName>
          {aside ? <StyledAside>{aside}</StyledAside> : null}
        </StyledToggle>
      </h3>
      <StyledRows id={listId} hidden={!open} aria-label={listLabel}>
        {children}
      </StyledRows>
    </StyledSection>
  );
}
