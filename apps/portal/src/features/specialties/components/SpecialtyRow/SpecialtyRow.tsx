import { formatEuro, formatPercent } from '@socios/domain';
import type { ReactNode } from 'react';
import { Facts, ProductRow, Text } from '@socios/ui';

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

/**
 * One article a member holds in the tyre, lubricant and battery lists (001 §3 Tyre / Lubricant / Battery): brand and
 * commercial reference, description, reference and the screen's figures, its marks, the member's units and price,
 * and the buy button.
 */
export function SpecialtyRow({ marca, refComercial, reference, descripcion, stock, facts = [], badges, price, action }: SpecialtyRowProps) {
  return (
    <ProductRow
      title={`${marca} ${refComercial}`}
      badges={badges}
      description={descripcion}
      facts={
        <Facts inline>
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
        </Facts>
      }
      figures={
        <>
          <strong>Stock {stock}</strong>
          {price ? (
            <>
              <Text as="span" tone="muted">
                {formatEuro(price.Precio)}
                {price.Dto ? ` · Dto ${formatPercent(price.Dto)}` : ''}
              </Text>
              <span>Neto {formatEuro(price.Neto)}</span>
            </>
          ) : null}
        </>
      }
      action={action}
    />
  );
}
