import { containsIgnoreCase } from '@socios/domain';
import { Checkbox, EmptyState, Fieldset, Inline, ScrollBox, SearchIcon, Spinner, Stack, Text, TextField } from '@socios/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';

/** One choice of a CheckList. */
export interface CheckListItem {
  readonly id: number;
  readonly label: string;
  /** A second line (town, contact…), searched too. */
  readonly detail?: string | null;
}

/** Props of CheckList. */
export interface CheckListProps {
  /** Accessible name of the list and its fieldset legend ('Talleres del grupo'). */
  label: string;
  /** The choices, in the order shown. */
  items: readonly CheckListItem[];
  /** Ids checked (controlled). */
  checked: ReadonlySet<number>;
  onChange: (checked: Set<number>) => void;
  /** The choices are loading. */
  loading?: boolean;
  /** Shown when there are no choices at all. */
  empty?: ReactNode;
  /** Placeholder and name of the search box; none when absent. */
  searchLabel?: string;
}

/**
 * A searchable checklist (the workshops of a group, the groups of a workshop or a campaign): the search narrows what is
 * shown as one types, and hidden choices keep their state. The list is at most 500 px high (001 §9 group picker).
 */
export function CheckList({ label, items, checked, onChange, loading, empty, searchLabel }: CheckListProps) {
  const [search, setSearch] = useState('');
  const shown = useMemo(() => items.filter((i) => containsIgnoreCase(i.label, search.trim()) || containsIgnoreCase(i.detail, search.trim())), [items, search]);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(checked);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  const selected = items.filter((i) => checked.has(i.id)).length;
  return (
    <Fieldset legend={label}>
      <Stack gap={2}>
        {searchLabel ? (
          <TextField
            label={searchLabel}
            labelHidden
            type="search"
            placeholder={searchLabel}
            startAdornment={<SearchIcon size={18} />}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            fullWidth
          />
        ) : null}
        {loading ? (
          <Spinner label="Cargando" />
        ) : items.length === 0 ? (
          typeof empty === 'string' || empty == null ? (
            <EmptyState compact title={empty ?? 'No hay elementos'} />
          ) : (
            empty
          )
        ) : (
          <>
            <Inline justify="between">
              <Text size="sm" tone="muted" aria-live="polite">
                {selected === 1 ? '1 seleccionado' : `${selected} seleccionados`} de {items.length}
              </Text>
            </Inline>
            <ScrollBox as="ul" aria-label={label}>
              {shown.map((item) => (
                <li key={item.id}>
                  <Checkbox
                    label={
                      <span>
                        {item.label}
                        {item.detail ? (
                          <Text as="span" size="sm" tone="muted">
                            {' '}
                            · {item.detail}
                          </Text>
                        ) : null}
                      </span>
                    }
                    checked={checked.has(item.id)}
                    onChange={(e) => toggle(item.id, e.target.checked)}
                  />
                </li>
              ))}
              {shown.length === 0 ? (
                <li>
                  <Text size="sm" tone="muted">
                    No hay resultados para la búsqueda
                  </Text>
                </li>
              ) : null}
            </ScrollBox>
          </>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The ticks of a form's CheckList: the ids ticked (null while the rows load) and the list's items, ticks and loading. */
export interface IncludedTicks {
  /** Ids of the ticked rows, in id order; null until the rows have loaded. */
  ids: number[] | null;
  /** What the CheckList shows besides its texts. */
  list: Pick<CheckListProps, 'items' | 'checked' | 'onChange' | 'loading'>;
}

/**
 * The rows a record goes with (a campaign's or a workshop's groups, a group's workshops), as its form ticks them: once
 * the rows arrive (undefined while they load), those flagged INCLUIDO are ticked; the user's ticks are kept from then
 * on. `item` (a stable function) says how a row shows.
 */
export function useIncludedTicks<R extends { readonly INCLUIDO: boolean }>(rows: readonly R[] | undefined, item: (row: R) => CheckListItem): IncludedTicks {
  const [checked, setChecked] = useState<Set<number> | null>(null);
  useEffect(() => {
    if (rows && checked === null) setChecked(new Set(rows.filter((r) => r.INCLUIDO).map((r) => item(r).id)));
  }, [rows, checked, item]);
  const items = useMemo(() => (rows ?? []).map(item), [rows, item]);
  return {
    ids: checked === null ? null : [...checked].sort((a, b) => a - b),
    list: { items, checked: checked ?? new Set(), onChange: setChecked, loading: rows === undefined },
  };
}

/** A workshop group as a CheckList shows it: its name. */
const groupItem = (g: { readonly GRT_ID: number; readonly GRT_NOMBRE: string }): CheckListItem => ({ id: g.GRT_ID, label: g.GRT_NOMBRE });

/** The ticks of the member's workshop groups a campaign or a workshop goes in (useIncludedTicks). */
export function useGroupTicks(
  groups: readonly { readonly GRT_ID: number; readonly GRT_NOMBRE: string; readonly INCLUIDO: boolean }[] | undefined,
): IncludedTicks {
  return useIncludedTicks(groups, groupItem);
}
