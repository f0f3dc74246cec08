import type { PriceUpdateLike, UpdateType, UpdateTypeNode } from '@socios/domain';
import { formatNumber } from '@socios/domain';
import type { ReactNode } from 'react';
import { Badge, Button, ChoiceButton, Disclosure, Stack, Text } from '@socios/ui';

/** The updates a fold of the Fechas modal lists: one type within a window of days (DD/MM/YYYY, both included). */
export interface UpdateWindow {
  type: UpdateType;
  from: string;
  to: string;
}

export interface UpdateDatesProps {
  /** The Fechas tree (updatesTree of the domain): the three types with their months and days, counted. */
  tree: readonly UpdateTypeNode[];
  /** The type whose accordion starts open. */
  openType: UpdateType;
  /**
   * The choices of an opened fold (an UpdateChoices, read from the server when it opens): a day's brands on the
   * general screen, a month's days on one brand's.
   */
  renderUpdates: (window: UpdateWindow) => ReactNode;
  /** Whether brands are listed under each day (the general screen); with one brand a month lists its days. */
  showBrands?: boolean;
}

export interface UpdateChoicesProps<T extends PriceUpdateLike> {
  /** The updates read so far, in the order shown. */
  updates: readonly T[];
  /** What each choice reads: the brand (a day's updates) or the date (one brand's month). */
  show: 'brand' | 'date';
  /** The update shown, marked. */
  selectedId?: number | null;
  /** Called with the update chosen. */
  onSelect: (update: T) => void;
  /** The first updates are still being read. */
  loading?: boolean;
  /** Reading them failed. */
  failed?: boolean;
  /** More updates of this window exist: 'Ver más' reads them (busy while they come). */
  more?: { busy: boolean; onMore: () => void } | null;
}

const count = (n: number) => formatNumber(n, { decimals: 0 });

/** The months of one type: days, then brands (or the month's days for one brand's screen). */
function TypeMonths({ node, renderUpdates, showBrands }: Omit<UpdateDatesProps, 'tree' | 'openType'> & { node: UpdateTypeNode }) {
  if (node.months.length === 0) return <None>No hay actualizaciones de este tipo</None>;
  return (
    <>
      {node.months.map((month, m) => (
        <Disclosure key={month.key} defaultOpen={m === 0} title={month.label} aside={<Count n={month.count} unit="actualizaciones" />}>
          {() =>
            showBrands
              ? month.days.map((day) => (
                  <Disclosure key={day.key} title={day.date} aside={<Count n={day.count} unit="actualizaciones" />}>
                    {() => renderUpdates({ type: node.type, from: day.date, to: day.date })}
                  </Disclosure>
                ))
              : renderUpdates({ type: node.type, from: month.from, to: month.to })
          }
        </Disclosure>
      ))}
    </>
  );
}

/** A count at the end of a fold's title or of a choice, read out with its unit. */
function Count({ n, unit }: { n: number; unit: string }) {
  return (
    <Badge tone="primary" size="md" count aria-label={`${count(n)} ${unit}`}>
      {count(n)}
    </Badge>
  );
}

/** A fold's message instead of its updates. */
function None({ children }: { children: string }) {
  return (
    <Text tone="muted" size="sm">
      {children}
    </Text>
  );
}

function Choice<T extends PriceUpdateLike>({
  update,
  text,
  selectedId,
  onSelect,
}: {
  update: T;
  text: string;
  selectedId: number | null | undefined;
  onSelect: (u: T) => void;
}) {
  const on = update.HIS_ID === selectedId;
  const n = update.NUM_LINEAS ?? 0;
  return (
    <ChoiceButton selected={on} aside={<Count n={n} unit="referencias" />} onClick={() => onSelect(update)}>
      {text}
    </ChoiceButton>
  );
}

/**
 * The updates of an opened fold: each a choice with its changed references (the brand's name, or the date on one
 * brand's screen), 'Ver más' while the server has more of the window.
 */
export function UpdateChoices<T extends PriceUpdateLike>({
  updates,
  show,
  selectedId = null,
  onSelect,
  loading = false,
  failed = false,
  more = null,
}: UpdateChoicesProps<T>) {
  if (loading) return <None>Cargando las actualizaciones…</None>;
  if (failed) return <None>No ha sido posible obtener las actualizaciones.</None>;
  return (
    <Stack as="ul" gap={1}>
      {updates.map((u) => (
        <li key={u.HIS_ID}>
          <Choice update={u} text={show === 'brand' ? u.MAR_NOMBRE : u.HIS_FECHA_ACTUALIZACION} selectedId={selectedId} onSelect={onSelect} />
        </li>
      ))}
      {more ? (
        <li>
          <Button variant="secondary" size="sm" disabled={more.busy} onClick={more.onMore}>
            {more.busy ? 'Cargando…' : 'Ver más'}
          </Button>
        </li>
      ) : null}
    </Stack>
  );
}

/**
 * The Fechas accordions (001 §2.6): update type (Parciales, Completas, Futuras), then month, then day, then brand, each
 * with its count (updates of a type, month or day; changed references of a brand). The type shown (P by default) and
 * its newest month start open. A fold's updates are rendered (and read) only when it is opened: a day's brands, or on
 * one brand's screen a month's days.
 */
export function UpdateDates({ tree, openType, renderUpdates, showBrands = true }: UpdateDatesProps) {
  return (
    <Stack gap={2}>
      {tree.map((node) => (
        <Disclosure
          key={node.type}
          data-type={node.type}
          defaultOpen={node.type === openType}
          title={node.label}
          aside={<Count n={node.count} unit="actualizaciones" />}
        >
          {() => <TypeMonths node={node} renderUpdates={renderUpdates} showBrands={showBrands} />}
        </Disclosure>
      ))}
    </Stack>
  );
}
