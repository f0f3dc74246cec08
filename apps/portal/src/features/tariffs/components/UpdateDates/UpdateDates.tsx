import type { PriceUpdateLike, UpdateType, UpdateTypeNode } from '@socios/domain';
import { formatNumber } from '@socios/domain';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@socios/ui';

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

const StyledTree = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  details {
    border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  details details {
    margin: ${({ theme }) => theme.spacing(0, 3, 2)};
  }
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(3)};
    padding: ${({ theme }) => theme.spacing(2, 3)};
    cursor: pointer;
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary > span:first-child::before {
    content: '▸';
    display: inline-block;
    width: 1.25em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  details[open] > summary > span:first-child::before {
    content: '▾';
  }
  summary:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.spacing(1)};
    margin: 0;
    padding: ${({ theme }) => theme.spacing(0, 3, 2)};
    list-style: none;
  }
`;

const StyledCount = styled.span`
  min-width: 2.5em;
  padding: ${({ theme }) => theme.spacing(0, 2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const StyledChoice = styled.button<{ $on: boolean }>`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme, $on }) => ($on ? theme.color.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $on }) => ($on ? theme.color.primarySubtle : 'none')};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.primarySubtle};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.outline.width} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.outline.offset};
  }
`;

const StyledInner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(0, 0, 2)};
`;

const StyledNone = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(1, 3, 2)};
  color: ${({ theme }) => theme.color.textMuted};
`;

const count = (n: number) => formatNumber(n, { decimals: 0 });

/**
 * An accordion (<details>) whose content is only rendered while it is open: a general screen has thousands of
 * updates, and the closed ones cost nothing.
 */
function Fold({ summary, initiallyOpen = false, type, children }: { summary: ReactNode; initiallyOpen?: boolean; type?: string; children: () => ReactNode }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <details open={open} data-type={type} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{summary}</summary>
      {open ? children() : null}
    </details>
  );
}

/** The months of one type: days, then brands (or the month's days for one brand's screen). */
function TypeMonths({ node, renderUpdates, showBrands }: Omit<UpdateDatesProps, 'tree' | 'openType'> & { node: UpdateTypeNode }) {
  if (node.months.length === 0) return <StyledNone>No hay actualizaciones de este tipo</StyledNone>;
  return (
    <>
      {node.months.map((month, m) => (
        <Fold key={month.key} initiallyOpen={m === 0} summary={<Heading text={month.label} n={month.count} unit="actualizaciones" />}>
          {() =>
            showBrands
              ? month.days.map((day) => (
                  <Fold key={day.key} summary={<Heading text={day.date} n={day.count} unit="actualizaciones" />}>
                    {() => renderUpdates({ type: node.type, from: day.date, to: day.date })}
                  </Fold>
                ))
              : renderUpdates({ type: node.type, from: month.from, to: month.to })
          }
        </Fold>
      ))}
    </>
  );
}

/** A summary's text and its count. */
function Heading({ text, n, unit }: { text: string; n: number; unit: string }) {
  return (
    <>
      <span>{text}</span>
      <StyledCount aria-label={`${count(n)} ${unit}`}>{count(n)}</StyledCount>
    </>
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
    <StyledChoice type="button" $on={on} aria-pressed={on} onClick={() => onSelect(update)}>
      <span>{text}</span>
      <StyledCount aria-label={`${count(n)} referencias`}>{count(n)}</StyledCount>
    </StyledChoice>
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
  if (loading) return <StyledNone>Cargando las actualizaciones…</StyledNone>;
  if (failed) return <StyledNone>No ha sido posible obtener las actualizaciones.</StyledNone>;
  return (
    <ul>
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
    </ul>
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
    <StyledTree>
      {tree.map((node) => (
        <Fold
          key={node.type}
          type={node.type}
          initiallyOpen={node.type === openType}
          summary={<Heading text={node.label} n={node.count} unit="actualizaciones" />}
        >
          {() => (
            <StyledInner>
              <TypeMonths node={node} renderUpdates={renderUpdates} showBrands={showBrands} />
            </StyledInner>
          )}
        </Fold>
      ))}
    </StyledTree>
  );
}
