import type { PriceUpdateLike, UpdateType, UpdateTypeNode } from '@socios/domain';
import { formatNumber } from '@socios/domain';
import { type ReactNode, useState } from 'react';
import styled from 'styled-components';

export interface UpdateDatesProps<T extends PriceUpdateLike> {
  /** The Fechas tree (updatesTree of the domain): the three types. */
  tree: readonly UpdateTypeNode<T>[];
  /** The type whose accordion starts open. */
  openType: UpdateType;
  /** The update shown, marked in the tree. */
  selectedId?: number | null;
  /** Called with the update of the brand chosen. */
  onSelect: (update: T) => void;
  /** Whether brands are listed under each day (the general screen); with one brand a day is the choice. */
  showBrands?: boolean;
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

/** The months of one type: days, then brands (or the days alone for one brand's screen). */
function TypeMonths<T extends PriceUpdateLike>({ node, selectedId, onSelect, showBrands }: Omit<UpdateDatesProps<T>, 'tree' | 'openType'> & { node: UpdateTypeNode<T> }) {
  if (node.months.length === 0) return <StyledNone>No hay actualizaciones de este tipo</StyledNone>;
  return (
    <>
      {node.months.map((month, m) => (
        <Fold key={month.key} initiallyOpen={m === 0} summary={<Heading text={month.label} n={month.count} unit="actualizaciones" />}>
          {() =>
            showBrands ? (
              month.days.map((day) => (
                <Fold key={day.key} summary={<Heading text={day.date} n={day.count} unit="actualizaciones" />}>
                  {() => (
                    <ul>
                      {day.brands.map((b) => (
                        <li key={b.update.HIS_ID}>
                          <Choice update={b.update} text={b.brand} count={b.count} selectedId={selectedId} onSelect={onSelect} />
                        </li>
                      ))}
                    </ul>
                  )}
                </Fold>
              ))
            ) : (
              <ul>
                {month.days.flatMap((day) =>
                  day.brands.map((b) => (
                    <li key={b.update.HIS_ID}>
                      <Choice update={b.update} text={day.date} count={b.count} selectedId={selectedId} onSelect={onSelect} />
                    </li>
                  )),
                )}
              </ul>
            )
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

function Choice<T extends PriceUpdateLike>({ update, text, count: n, selectedId, onSelect }: { update: T; text: string; count: number; selectedId: number | null | undefined; onSelect: (u: T) => void }) {
  const on = update.HIS_ID === selectedId;
  return (
    <StyledChoice type="button" $on={on} aria-pressed={on} onClick={() => onSelect(update)}>
      <span>{text}</span>
      <StyledCount aria-label={`${count(n)} referencias`}>{count(n)}</StyledCount>
    </StyledChoice>
  );
}

/**
 * The Fechas accordions (001 §2.6): update type (Parciales, Completas, Futuras), then month, then day, then brand, each
 * with its count (updates of a type, month or day; changed references of a brand). The type shown (P by default) and
 * its newest month start open. Choosing a brand — or a day, when the screen is one brand's — selects its update.
 */
export function UpdateDates<T extends PriceUpdateLike>({ tree, openType, selectedId = null, onSelect, showBrands = true }: UpdateDatesProps<T>) {
  return (
    <StyledTree>
      {tree.map((node) => (
        <Fold key={node.type} type={node.type} initiallyOpen={node.type === openType} summary={<Heading text={node.label} n={node.count} unit="actualizaciones" />}>
          {() => (
            <StyledInner>
              <TypeMonths node={node} selectedId={selectedId} onSelect={onSelect} showBrands={showBrands} />
            </StyledInner>
          )}
        </Fold>
      ))}
    </StyledTree>
  );
}
