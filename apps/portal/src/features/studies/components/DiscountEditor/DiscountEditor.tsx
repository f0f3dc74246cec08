import {
  DISCOUNT_MAX,
  discountValue,
  type FormulaOutcome,
  formatEuro,
  formatPercent,
  priceTypeOf,
  type StudyBrandSummary,
  type StudyDiscount,
} from '@socios/domain';
import { memo } from 'react';
import { Badge, Card, Facts, ItemList, ItemListItem, PercentInput, Stack, Text, Tiles } from '@socios/ui';

/** One brand of the editor: its id, name and the discounts its formulas give (the engine's StudyBrandSummary fits). */
export type DiscountEditorBrand = Pick<StudyBrandSummary, 'id' | 'name' | 'discounts'>;

export interface DiscountEditorProps {
  /** The brands, in display order. */
  brands: readonly DiscountEditorBrand[];
  /** Every discount group of the study (descuentos), with the values being simulated. */
  descuentos: readonly StudyDiscount[];
  /** Maximums mode: the inputs edit DTO_MAX instead of DTO. */
  maximos: boolean;
  /**
   * Called with a group's id and its new percentage as the user types it, or null while the text is invalid (its
   * message shows under the field and the caller leaves the study's value in the maths).
   */
  onEdit: (id: StudyDiscount['ID'], value: number | null) => void;
}

const PRICE_TYPE: Record<0 | 1 | 2, string> = { 0: 'Sin tipo', 1: 'PVP', 2: 'NETO' };

function Outcome({ outcome }: { outcome: FormulaOutcome }) {
  return outcome.ok ? (
    formatPercent(outcome.percent)
  ) : (
    <Text as="span" tone="danger" weight="regular">
      {outcome.message}
    </Text>
  );
}

interface BrandCardProps {
  brand: DiscountEditorBrand;
  groups: readonly StudyDiscount[];
  maximos: boolean;
  onEdit: DiscountEditorProps['onEdit'];
}

/** One brand's card; memoised so that an edit re-renders only the cards whose groups or results changed. */
const BrandCard = memo(function BrandCard({ brand, groups, maximos, onEdit }: BrandCardProps) {
  return (
    <Card title={brand.name} headingLevel={3}>
      <Stack gap={3}>
        {groups.length === 0 ? (
          <Text as="span" tone="muted" size="xs">
            Esta marca no tiene grupos de descuento.
          </Text>
        ) : null}
        <ItemList>
          {groups.map((d) => (
            <ItemListItem key={String(d.ID)}>
              <Stack gap={0.5} align="start">
                <Text as="span" weight="medium">
                  {d.TITULO ?? `Descuento ${d.ID}`}
                </Text>
                {d.DESCRIPCION ? (
                  <Text as="span" tone="muted" size="xs">
                    {d.DESCRIPCION}
                  </Text>
                ) : null}
                {d.CNDS_NOMBRE_MARCA ? (
                  <Text as="span" tone="muted" size="xs">
                    {d.CNDS_NOMBRE_MARCA}: consumo {formatEuro(d.TOTAL_CONSUMO ?? 0)}
                  </Text>
                ) : null}
                <Badge tone="primary" size="xs">
                  Sobre {PRICE_TYPE[priceTypeOf(d)]}
                </Badge>
              </Stack>
              <PercentInput
                label={`${d.TITULO ?? `Descuento ${d.ID}`} de ${brand.name}${maximos ? ' (máximo)' : ''}`}
                labelHidden
                value={discountValue(d, maximos)}
                max={DISCOUNT_MAX}
                onChange={(value) => onEdit(d.ID, value)}
                onValidityChange={(valid) => {
                  if (!valid) onEdit(d.ID, null);
                }}
              />
            </ItemListItem>
          ))}
        </ItemList>
        <Facts figures size="sm">
          <dt>Descuento sobre PVP</dt>
          <dd>
            <Outcome outcome={brand.discounts.pvp} />
          </dd>
          <dt>Descuento sobre NETO</dt>
          <dd>
            <Outcome outcome={brand.discounts.neto} />
          </dd>
        </Facts>
      </Stack>
    </Card>
  );
}, sameCard);

function sameOutcome(a: FormulaOutcome, b: FormulaOutcome): boolean {
  return a.ok && b.ok ? a.percent === b.percent : !a.ok && !b.ok && a.message === b.message;
}

function sameCard(a: BrandCardProps, b: BrandCardProps): boolean {
  return (
    a.maximos === b.maximos &&
    a.onEdit === b.onEdit &&
    a.brand.name === b.brand.name &&
    sameOutcome(a.brand.discounts.pvp, b.brand.discounts.pvp) &&
    sameOutcome(a.brand.discounts.neto, b.brand.discounts.neto) &&
    a.groups.length === b.groups.length &&
    a.groups.every((g, i) => g === b.groups[i])
  );
}

/**
 * The Descuentos tab of a market study: per brand its discount groups (title, description, condition and the
 * price they apply to) with a European percentage input each, and the PVP and NETO discounts its formulas give, or
 * the spec's message ('No se encontró fórmula.', 'Error al calcular PVP', 'Error al calcular NETO').
 */
export function DiscountEditor({ brands, descuentos, maximos, onEdit }: DiscountEditorProps) {
  return (
    <Tiles minWidth={105} align="start">
      {brands.map((brand) => (
        <BrandCard
          key={brand.id}
          brand={brand}
          groups={descuentos.filter((d) => String(d.MARCA) === brand.id).sort((x, y) => (x.ORDEN ?? 0) - (y.ORDEN ?? 0))}
          maximos={maximos}
          onEdit={onEdit}
        />
      ))}
    </Tiles>
  );
}
