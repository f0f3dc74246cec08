import { formatEuro, formatPercent } from '@socios/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A figure shown under the article's name (Ref., Viscosidad, Potencia…). */
export interface SpecialtyFact {
  /** Its name. */
  label: string;
  /** Its value as shown. */
  value: ReactNode;
}

export interface SpecialtyRowProps {
  /** Brand (Marca). */
  marca: string;
  /** Commercial reference (RefComercial). */
  refComercial: string;
  /** Reference (Ref). */
  reference: string;
  /** Description (Descripcion). */
  descripcion: string;
  /** The member's units. */
  stock: number;
  /** Figures shown after the reference (Viscosidad, Potencia, Voltaje…). */
  facts?: readonly SpecialtyFact[];
  /** Marks beside the name: the winter mark, the EU tyre label. */
  badges?: ReactNode;
  /** The member's price for the caller's member, its discount in % and the net. */
  price?: { Precio: number; Dto: number; Neto: number };
  /** The buy button. */
  action?: ReactNode;
}

const StyledRow = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto auto;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2, 4)};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(1, 2)};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: ${({ theme }) => theme.spacing(1, 0)};
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.spacing(1, 4)};
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dl > div {
    display: flex;
    gap: ${({ theme }) => theme.spacing(1)};
  }
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const StyledFigures = styled.div`
  display: grid;
  justify-items: end;
  gap: ${({ theme }) => theme.spacing(0.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  strong {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ${({ theme }) => theme.media.mobile} {
    justify-items: start;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * One article a member holds in the tyre, lubricant and battery lists (001 §3 Tyre / Lubricant / Battery): brand and
 * commercial reference, description, reference and the screen's figures, its marks, the member's units and price,
 * and the buy button.
 */
export function SpecialtyRow({ marca, refComercial, reference, descripcion, stock, facts = [], badges, price, action }: SpecialtyRowProps) {
  return (
    <StyledRow aria-label={`${marca} ${refComercial}`}>
      <div>
        <header>
          <h4>
            {marca} {refComercial}
          </h4>
          {badges}
        </header>
        <p>{descripcion}</p>
        <dl>
          <div>
            <dt>Ref.</dt>
            <dd>{reference}</dd>
          </div>
          <div>
            <dt>Ref. comercial</dt>
            <dd>{refComercial}</dd>
          </div>
          {facts.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <StyledFigures>
        <strong>Stock {stock}</strong>
        {price ? (
          <>
            <StyledMuted>
              {formatEuro(price.Precio)}
              {price.Dto ? ` · Dto ${formatPercent(price.Dto)}` : ''}
            </StyledMuted>
            <span>Neto {formatEuro(price.Neto)}</span>
          </>
        ) : null}
      </StyledFigures>
      {action ? <div>{action}</div> : null}
    </StyledRow>
  );
}
