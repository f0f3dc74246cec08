// One chart theme from the design tokens: every Highcharts chart of the portal reads its fonts,
// text, axis and grid colours, and its series colours from here, so the charts and their legends always agree.
import { CONSUMPTION_BAND_LIMITS, consumptionBand, type ConsumptionBand } from '@socios/domain';
import type Highcharts from 'highcharts';
import type { Theme } from '../theme';

/** The colours of the consumption charts' series, from the theme. */
export interface ConsumptionColours {
  /** Previous year's columns. */
  previous: string;
  /** Current year's columns without a comparison (no previous amount). */
  current: string;
  /** Current year's columns by band. */
  band: Record<ConsumptionBand, string>;
}

/** The series colours of the consumption charts. */
export function consumptionColours(theme: Theme): ConsumptionColours {
  return { previous: theme.color.borderStrong, current: theme.color.primary, band: theme.band };
}

/** The colour of a current-year column: its band's colour, or the plain current colour without a base. */
export function currentColumnColour(colours: ConsumptionColours, percent: number | null): string {
  return percent === null ? colours.current : colours.band[consumptionBand(percent)];
}

/** The legend of the colour bands, in the order shown (best first). */
export const BAND_LEGEND: readonly { band: ConsumptionBand; label: string }[] = [
  { band: 'success', label: `${CONSUMPTION_BAND_LIMITS.success} % o más del año anterior` },
  { band: 'warning', label: `${CONSUMPTION_BAND_LIMITS.warning}–${CONSUMPTION_BAND_LIMITS.success - 1} %` },
  { band: 'danger', label: `menos del ${CONSUMPTION_BAND_LIMITS.warning} %` },
];

/** The base options every chart starts from: fonts, text, axes and grid in the theme's colours; no built-in legend. */
export function baseChartOptions(theme: Theme, height: number): Highcharts.Options {
  const muted = { color: theme.color.textMuted, fontSize: theme.font.size.xs };
  return {
    chart: { height, backgroundColor: 'transparent', style: { fontFamily: theme.font.family }, spacing: [8, 4, 8, 4] },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    // The legend is HTML under the chart (ConsumptionLegend), so that it can explain the colour bands too.
    legend: { enabled: false },
    xAxis: { labels: { style: muted }, lineColor: theme.color.border, tickLength: 0 },
    yAxis: { title: { text: undefined }, gridLineColor: theme.color.border, labels: { style: muted } },
    tooltip: { backgroundColor: theme.color.surface, borderColor: theme.color.border, style: { color: theme.color.text } },
    plotOptions: { series: { animation: false } },
  };
}
