import { Chip, Inline } from '@socios/ui';

export interface SearchChipsProps {
  /** What was searched ('205/55 R16', 'Voltaje 12 V'). */
  values: readonly string[];
  /** The filters in force ('Solo invierno', 'Búsqueda: michelin'). */
  filters?: readonly string[];
}

/** The heading chips of a search (001 §2.13): the searched values, then the filters in force. */
export function SearchChips({ values, filters = [] }: SearchChipsProps) {
  if (values.length === 0 && filters.length === 0) return null;
  return (
    <Inline as="ul" aria-label="Búsqueda">
      {values.map((v) => (
        <li key={`v:${v}`}>
          <Chip tone="primary">{v}</Chip>
        </li>
      ))}
      {filters.map((f) => (
        <li key={`f:${f}`}>
          <Chip>{f}</Chip>
        </li>
      ))}
    </Inline>
  );
}
