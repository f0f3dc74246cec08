// The Highcharts part of ConsumptionChart, loaded on demand (its own chunk) so Highcharts never weighs on the
// screens that do not draw a chart.
import { formatAxisValue, formatEuro } from '@socios/domain';
import Highcharts from './highchartsCore.js';
import { HighchartsReact } from 'highcharts-react-official';
import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTheme } from 'styled-components';
import type { ConsumptionMonth } from './ConsumptionChart';
import { baseChartOptions, consumptionColours, currentColumnColour } from './chartTheme';

/** The id of the band behind the month shown. */
const SHOWN_BAND = 'shown-month';

export interface ConsumptionColumnsProps {
  /** The 12 months. */
  months: readonly ConsumptionMonth[];
  /** This year. */
  year: number;
  /** Height in px. */
  height: number;
  /** The index of the month whose figures show above the chart: highlighted behind its bars. */
  shown: number;
  /** Called with a month's index when the pointer reaches its bars. */
  onHover: (index: number) => void;
}

/**
 * Previous-year and current-year columns by month; the current year's columns take their band's colour (the HTML
 * legend under the chart explains them). Every month is labelled, abbreviated ('Ene' … 'Dic') and turned when
 * narrow; the tooltip names it in full. The month shown above the chart has a band behind its bars, moved without
 * redrawing the chart.
 */
export default function ConsumptionColumns({ months, year, height, shown, onHover }: ConsumptionColumnsProps) {
  const theme = useTheme();
  const chartRef = useRef<HighchartsReact.RefObject>(null);
  // The options are built once per data; the hover reaches the latest callback through a ref.
  const hover = useRef(onHover);
  hover.current = onHover;
  // Each chart is drawn in a task of its own (a timer, rendered at once with flushSync so that React does not batch
  // the charts back together): three charts mounted together (the dashboard) would otherwise block the page for one
  // long task (Lighthouse's total blocking time). The box keeps its height meanwhile.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => flushSync(() => setDrawn(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  const options = useMemo<Highcharts.Options>(() => {
    const base = baseChartOptions(theme, height);
    const colours = consumptionColours(theme);
    return {
      ...base,
      chart: { ...base.chart, type: 'column' },
      xAxis: {
        ...base.xAxis,
        categories: months.map((m) => m.name),
        labels: {
          ...(base.xAxis as Highcharts.XAxisOptions).labels,
          step: 1,
          autoRotation: [-45],
          formatter() {
            return String(this.value).slice(0, 3);
          },
        },
      },
      yAxis: {
        ...base.yAxis,
        labels: {
          ...(base.yAxis as Highcharts.YAxisOptions).labels,
          formatter() {
            return formatAxisValue(Number(this.value));
          },
        },
      },
      tooltip: {
        ...base.tooltip,
        shared: true,
        formatter() {
          const points = this.points ?? [];
          // The month in full: on a category axis x is the month's index, not its name.
          const month = months[Number(this.x)]?.name ?? String(this.x ?? '');
          return [`<b>${month}</b>`, ...points.map((p) => `${p.series.name}: <b>${formatEuro(p.y ?? 0)}</b>`)].join('<br/>');
        },
      },
      plotOptions: {
        ...base.plotOptions,
        column: { borderRadius: 3, groupPadding: 0.12, pointPadding: 0.04 },
        series: {
          ...base.plotOptions?.series,
          point: {
            events: {
              mouseOver() {
                hover.current(this.index);
              },
            },
          },
        },
      },
      series: [
        { type: 'column', name: String(year - 1), color: colours.previous, data: months.map((m) => m.previous) },
        {
          type: 'column',
          name: String(year),
          color: colours.current,
          data: months.map((m) => ({ y: m.current, color: currentColumnColour(colours, m.percent) })),
        },
      ],
    };
  }, [months, year, height, theme]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the band is set again once the chart is drawn (drawn) and after new options.
  useEffect(() => {
    const axis = chartRef.current?.chart.xAxis[0];
    if (!axis) return;
    axis.update({ plotBands: [{ id: SHOWN_BAND, from: shown - 0.5, to: shown + 0.5, color: theme.color.surfaceAlt }] });
  }, [shown, drawn, options, theme]);
  if (!drawn) return <div style={{ height }} />;
  return <HighchartsReact ref={chartRef} highcharts={Highcharts} options={options} />;
}
