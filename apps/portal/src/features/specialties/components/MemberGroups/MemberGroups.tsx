import type { MemberGroup } from '@socios/domain';
import { ChevronDownIcon } from '@socios/ui';
import { type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';

export interface MemberGroupsProps<T> {
  /** The rows grouped by offering member, in the order to show (see `groupByOfferingMember`). */
  groups: readonly MemberGroup<T>[];
  /** One row (a list item's content). */
  renderRow: (row: T) => ReactNode;
  /** A row's key inside its group. */
  rowKey: (row: T) => string;
  /** Members whose sections start collapsed (by group key); all start open by default. */
  initiallyCollapsed?: readonly string[];
}

const StyledGroups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledSection = styled.section`
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  h3 {
    margin: 0;
  }
`;

/** The member's heading: a button the whole width that opens and closes its articles. */
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

const StyledCounts = styled.span`
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

const articles = (n: number) => (n === 1 ? '1 artículo' : `${n} artículos`);
const units = (n: number) => (n === 1 ? '1 unidad' : `${n} unidades`);

function Group<T>({
  group,
  renderRow,
  rowKey,
  startCollapsed,
}: {
  group: MemberGroup<T>;
  renderRow: (row: T) => ReactNode;
  rowKey: (row: T) => string;
  startCollapsed: boolean;
}) {
  const [open, setOpen] = useState(!startCollapsed);
  const listId = useId();
  return (
    <StyledSection aria-label={group.member}>
      <h3>
        <StyledToggle type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}>
          <ChevronDownIcon size={18} />
          <StyledName>{group.member}</StyledName>
          <StyledCounts>
            {articles(group.totalRows ?? group.rows.length)} · {units(group.totalStock)}
          </StyledCounts>
        </StyledToggle>
      </h3>
      <StyledRows id={listId} hidden={!open} aria-label={`Artículos de ${group.member}`}>
        {group.rows.map((row) => (
          <li key={rowKey(row)}>{renderRow(row)}</li>
        ))}
      </StyledRows>
    </StyledSection>
  );
}

/**
 * The results of a tyre, lubricant or battery search grouped by offering member (001 §2.11, §2.13): one section per
 * member, its heading a button that collapses the section (a collapsed member's articles are hidden, 001 §4 Battery
 * screen) with its count of articles and units.
 */
export function MemberGroups<T>({ groups, renderRow, rowKey, initiallyCollapsed = [] }: MemberGroupsProps<T>) {
  return (
    <StyledGroups>
      {groups.map((group) => (
        <Group key={group.key} group={group} renderRow={renderRow} rowKey={rowKey} startCollapsed={initiallyCollapsed.includes(group.key)} />
      ))}
    </StyledGroups>
  );
}
