import type { MemberGroup } from '@socios/domain';
import { CollapsibleList, Stack } from '@socios/ui';
import type { ReactNode } from 'react';

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

/** The counts in a member's heading, in words. */
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
  return (
    <CollapsibleList
      title={group.member}
      aside={`${articles(group.totalRows ?? group.rows.length)} · ${units(group.totalStock)}`}
      listLabel={`Artículos de ${group.member}`}
      defaultCollapsed={startCollapsed}
    >
      {group.rows.map((row) => (
        <li key={rowKey(row)}>{renderRow(row)}</li>
      ))}
    </CollapsibleList>
  );
}

/**
 * The results of a tyre, lubricant or battery search grouped by offering member (001 §2.11, §2.13): one section per
 * member, its heading a button that collapses the section (a collapsed member's articles are hidden, 001 §4 Battery
 * screen) with its count of articles and units.
 */
export function MemberGroups<T>({ groups, renderRow, rowKey, initiallyCollapsed = [] }: MemberGroupsProps<T>) {
  return (
    <Stack gap={3}>
      {groups.map((group) => (
        <Group key={group.key} group={group} renderRow={renderRow} rowKey={rowKey} startCollapsed={initiallyCollapsed.includes(group.key)} />
      ))}
    </Stack>
  );
}
