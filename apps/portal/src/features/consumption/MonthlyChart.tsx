import { CONSUMPTION_MESSAGES, monthlySeries } from '@socios/domain';
import { Card, ConsumptionChart, Spinner, Tiles } from '@socios/ui';
import { useApiQuery } from '../../app/query/apiQuery';

const KINDS = [
  { kind: 'I', total: 'TI', title: 'Consumo propio', label: 'Consumo propio por mes', empty: CONSUMPTION_MESSAGES.noIndividual },
  { kind: 'G', total: 'TG', title: 'Consumo del grupo', label: 'Consumo del grupo por mes', empty: CONSUMPTION_MESSAGES.noGroup },
] as const;

/** The chart mode of a report: this year's months against last year's, the member's and the group's. */
export function MonthlyChart({ supplierId }: { supplierId: number | null }) {
  const data = useApiQuery('Consumos', 'GetConsumo_GraficoAnual', { idProveedor: supplierId }, { select: (a) => a.valorRetorno, staleTime: 5 * 60_000 });
  if (!data.data) return <Spinner centered label="Cargando el gráfico" />;
  const rows = data.data;
  return (
    <Tiles minWidth={100}>
      {KINDS.map((k) => {
        const total = rows.find((r) => r.TIPO === k.total);
        return (
          <Card key={k.kind} title={k.title} headingLevel={3}>
            <ConsumptionChart
              year={total?.ANYO ?? new Date().getFullYear()}
              months={monthlySeries(rows, k.kind)}
              total={total ? { current: total.IMPORTE, previous: total.IMPORTE_ANTERIOR, percent: total.CIENTO } : null}
              emptyText={k.empty}
              label={k.label}
              height={260}
            />
          </Card>
        );
      })}
    </Tiles>
  );
}
