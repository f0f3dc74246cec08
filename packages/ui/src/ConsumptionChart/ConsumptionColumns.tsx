// The Highcharts part of ConsumptionChart, loaded on demand (its own chunk) so Highcharts never weighs on the
// screens that do not draw a chart.
import { consumptionBand, formatAxisValue, formatEuro } from '@socios/domain';
import Highcharts from 'highcharts';
import { HighchartsReact } from 'highcharts-react-official';
import { useMemo } from 'react';
import { useTheme } from 'styled-components';
import type { ConsumptionMonth } from './ConsumptionChart';

export interface ConsumptionColumnsProps {
  /** The 12 months. */
  months: readonly ConsumptionMonth[];
  /** This year. */
  year: number;
  /** Height in px. */
  height: number;
}

/** Previous-year and current-year columns by month; the current year's columns take their band's colour. */
export default function ConsumptionColumns({ months, year, height }: ConsumptionColumnsProps) {
  const theme = useTheme();
  const options = useMemo<Highcharts.Options>(
    () => ({
      chart: { type: 'column', height, backgroundColor: 'transparent', style: { fontFamily: theme.font.family }, spacing: [8, 4, 8, 4] },
      title: { text: undefined },
      credits: { enabled: false },
      accessibility: { enabled: false },
      legend: { itemStyle: { color: theme.color.text, fontWeight: String(theme.font.weight.medium) } },
      xAxis: {
        categories: months.map((m) => m.name),
        labels: { style: { color: theme.color.textMuted } },
        lineColor: theme.color.border,
      },
      yAxis: {
        title: { text: undefined },
        gridLineColor: theme.color.border,
        labels: {
          style: { color: theme.color.textMuted },
          formatter() {
            return formatAxisValue(Number(this.value));
          },
        },
      },
      tooltip: {
        shared: true,
        formatter() {
          const points = this.points ?? [];
          return [`<b>${String(this.x ?? '')}</b>`, ...points.map((p) => `${p.series.name}: <b>${formatEuro(p.y ?? 0)}</b>`)].join('<br/>');
        },
      },
      plotOptions: { series: { animation: false }, column: { borderRadius: 3, groupPadding: 0.12, pointPadding: 0.04 } },
      series: [
        { type: 'column', name: String(year - 1), color: theme.color.borderStrong, data: months.map((m) => m.previous) },
        {
          type: 'column',
          name: String(year),
          color: theme.color.primary,
          data: months.map((m) => ({
            y: m.current,
            color: m.percent === null ? theme.color.primary : theme.band[consumptionBand(m.percent)],
          })),
        },
      ],
    }),
    [months, year, height, theme],
  );
  return <HighchartsReact highcharts={Highcharts} options={options} />;
}
