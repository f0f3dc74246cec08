import { formatEuro, formatNumber, formatPercent, type StudyBrandSummary, type StudyTierSummary } from '@socios/domain';
import { Badge, type SummaryColumn, SummaryTable, Text } from '@socios/ui';

export interface TierTableProps {
  /** Brands of the study with their averages and comparison percentages (tiers 1–4, then all rows). */
  brands: readonly StudyBrandSummary[];
  /** The four tiers and the all-rows column, with their counted lines. */
  tiers: readonly StudyTierSummary[];
  /** Id of the study's own brand, shown first and marked. */
  referenceBrand?: string;
  /** Caption of the table. */
  caption?: string;
}

/** Column titles: the four tiers by accumulated percentage (spec 000 §9), then every line. */
export const TIER_TITLES = ['Hasta 25 %', 'Hasta 50 %', 'Hasta 75 %', 'Hasta 100 %', 'Total'] as const;

function Percent({ value }: { value: number | null }) {
  if (value === null) return <>—</>;
  if (value === 0)
    return (
      <Text as="strong" tone="success">
        {formatPercent(0)}
      </Text>
    );
  return <>+{formatPercent(value)}</>;
}

/**
 * The percentage table of a market study (Resumen): per brand and tier, how much dearer the brand is than the
 * cheapest brand of that tier (0,00 % marks the cheapest), with the weighted average net price under it.
 */
export function TierTable({ brands, tiers, referenceBrand, caption = 'Comparativa de precios por tramos' }: TierTableProps) {
  const ordered = referenceBrand ? [...brands].sort((a, b) => Number(b.id === referenceBrand) - Number(a.id === referenceBrand)) : brands;
  const columns: SummaryColumn<StudyBrandSummary>[] = [
    {
      key: 'brand',
      title: 'Marca',
      rowHeader: true,
      cell: (brand) => (
        <>
          {brand.name}
          {brand.id === referenceBrand ? (
            <Badge tone="primary" size="xs" spaced>
              Marca del estudio
            </Badge>
          ) : null}
        </>
      ),
    },
    ...TIER_TITLES.map(
      (title, col): SummaryColumn<StudyBrandSummary> => ({
        key: title,
        title,
        align: 'end',
        cell: (brand) => (
          <>
            <Percent value={brand.percentages[col] ?? null} />
            <Text as="div" tone="muted" size="xs">
              {formatEuro(brand.averages[col] ?? 0)}
            </Text>
          </>
        ),
        total: formatNumber(tiers[col]?.lines ?? 0, { decimals: 0 }),
      }),
    ),
  ];
  return <SummaryTable caption={caption} columns={columns} rows={ordered} rowKey={(brand) => brand.id} totalLabel="Líneas comparadas" />;
}
