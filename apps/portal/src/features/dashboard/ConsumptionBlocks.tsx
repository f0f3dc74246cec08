import { CONSUMPTION_MESSAGES, formatEuro, monthlySeries } from '@socios/domain';
import { Card, ConsumptionChart, Spinner, Text } from '@socios/ui';
import type { ReactNode } from 'react';
import { useApiQuery } from '../../app/query/apiQuery';

/** The three consumption kinds of the dashboard. */
export type ConsumptionKind = 'I' | 'G' | 'P';

const KINDS: Record<ConsumptionKind, { total: 'TI' | 'TG' | 'TP'; title: (country: string) => string; empty: string; label: string }> = {
  I: { total: 'TI', title: () => 'Consumo individual', empty: CONSUMPTION_MESSAGES.noIndividual, label: 'Consumo individual por mes' },
  G: { total: 'TG', title: () => 'Consumo del grupo', empty: CONSUMPTION_MESSAGES.noGroup, label: 'Consumo del grupo por mes' },
  P: { total: 'TP', title: (c) => `Consumo del país (${c})`, empty: CONSUMPTION_MESSAGES.noCountry, label: 'Consumo del país por mes' },
};

/** The chart rows of the year (shared by the three blocks: one call). */
export function useConsumption() {
  return useApiQuery('Consumos', 'GetConsumo_GraficoAnual', { idProveedor: null }, { select: (a) => a.valorRetorno, staleTime: 5 * 60_000 });
}

/** The member's total by supplier (the TIPO 1 line of GetConsumo_Proveedores). */
function SupplierTotal() {
  const lines = useApiQuery('Consumos', 'GetConsumo_Proveedores', { idProveedor: null }, { select: (a) => a.valorRetorno, staleTime: 5 * 60_000 });
  const total = lines.data?.find((l) => l.TIPO === 1);
  const suppliers = lines.data?.filter((l) => l.TIPO === 0).length ?? 0;
  if (!total) return null;
  return (
    <Text size="sm" tone="muted">
      {`Compras del año: ${formatEuro(total.IMPORTE)} en ${suppliers} ${suppliers === 1 ? 'proveedor' : 'proveedores'}`}
    </Text>
  );
}

/** One consumption block: the year's chart of a kind, or its 'No hay consumos …' text. */
export function ConsumptionBlock({ kind, country }: { kind: ConsumptionKind; country: string }) {
  const data = useConsumption();
  const spec = KINDS[kind];
  let content: ReactNode;
  if (data.isPending) content = <Spinner centered label="Cargando los consumos" />;
  else {
    const rows = data.data ?? [];
    const total = rows.find((r) => r.TIPO === spec.total);
    content = (
      <ConsumptionChart
        year={total?.ANYO ?? new Date().getFullYear()}
        months={monthlySeries(rows, kind)}
        total={total ? { current: total.IMPORTE, previous: total.IMPORTE_ANTERIOR, percent: total.CIENTO } : null}
        emptyText={spec.empty}
        label={spec.label}
        height={220}
      />
    );
  }
  return (
    <Card title={spec.title(country)} footer={kind === 'I' && data.data?.some((r) => r.TIPO === 'I') ? <SupplierTotal /> : undefined}>
      {content}
    </Card>
  );
}
