import { CONSUMPTION_MESSAGES, MONTH_NAMES_ES } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsumptionChart, type ConsumptionMonth } from './ConsumptionChart';

const CURRENT = [182_400, 171_900, 205_300, 0, 0, 0, 0, 0, 0, 0, 0, 0];
const PREVIOUS = [190_000, 240_500, 212_800, 198_700, 230_100, 244_900, 250_300, 160_400, 221_700, 235_600, 228_900, 201_300];
const months: ConsumptionMonth[] = MONTH_NAMES_ES.map((name, i) => ({
  month: i + 1,
  name,
  current: CURRENT[i]!,
  previous: PREVIOUS[i]!,
  percent: i < 3 ? Math.round((CURRENT[i]! / PREVIOUS[i]!) * 10_000) / 100 : null,
}));
const total = { current: 559_600, previous: 643_300, percent: 86.99 };

const meta = {
  title: 'Datos/ConsumptionChart',
  component: ConsumptionChart,
  tags: ['autodocs'],
  args: { year: 2026, months, total, emptyText: CONSUMPTION_MESSAGES.noIndividual, label: 'Consumo individual por mes' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ConsumptionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Los doce meses en español; el eje abrevia y la tabla accesible los nombra enteros. */
export const TwelveSpanishMonthsAndAbbreviatedAxis: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Consumo individual por mes' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual([...MONTH_NAMES_ES]);
    await expect(canvas.getByText(/^86,99/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.highcharts-root')).not.toBeNull(), { timeout: 5000 });
    const axis = [...canvasElement.querySelectorAll('.highcharts-yaxis-labels text')].map((t) => t.textContent);
    await expect(axis.some((t) => t?.endsWith('mil'))).toBe(true);
    // Every month is labelled (abbreviated), none skipped.
    const monthLabels = [...canvasElement.querySelectorAll('.highcharts-xaxis-labels text')].map((t) => t.textContent);
    await expect(monthLabels).toEqual(MONTH_NAMES_ES.map((m) => m.slice(0, 3)));
  },
};

/**
 * Los importes de un mes se leen encima del gráfico: al abrirlo, el último mes con consumo; luego el mes de las
 * barras bajo el puntero (e2e/phones.spec.ts), o el que se alcanza con «Mes anterior» / «Mes siguiente» desde el teclado.
 */
export const MonthFiguresByKeyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('group', { name: 'Cifras del mes' });
    await expect(month).toHaveTextContent(/Marzo\s*2025: 212\.800,00\s€\s*2026: 205\.300,00\s€\s*96,48\s%/);
    const next = within(month).getByRole('button', { name: 'Mes siguiente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(month).toHaveTextContent(/Abril\s*2025: 198\.700,00\s€\s*2026: 0,00\s€/);
    await userEvent.tab({ shift: true });
    await expect(within(month).getByRole('button', { name: 'Mes anterior' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{Enter}{Enter}');
    await expect(month).toHaveTextContent(/Enero\s*2025: 190\.000,00\s€\s*2026: 182\.400,00\s€/);
    await expect(within(month).getByRole('button', { name: 'Mes anterior' })).toBeDisabled();
  },
};

const BANDS = [95, 85, 70, 62, 40, 20, 100, 81, 59, 60, 79, 120];
/** One month in each colour band: the legend explains them with the very colours of the columns. */
export const LegendMatchesColumns: Story = {
  tags: ['!autodocs'],
  args: {
    months: MONTH_NAMES_ES.map((name, i) => ({ month: i + 1, name, current: 2_000 * BANDS[i]!, previous: 200_000, percent: BANDS[i]! })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const legend = canvas.getByRole('list', { name: 'Leyenda del gráfico' });
    await expect(legend).toHaveTextContent('2025');
    await expect(legend).toHaveTextContent('2026: 80 % o más del año anterior');
    await expect(legend).toHaveTextContent('2026: 60–79 %');
    await expect(legend).toHaveTextContent('2026: menos del 60 %');
    await waitFor(() => expect(canvasElement.querySelectorAll('.highcharts-series-1 .highcharts-point')).toHaveLength(12), { timeout: 5000 });
    const swatches = new Set([...legend.querySelectorAll('li > span')].map((s) => getComputedStyle(s).backgroundColor.replace(/\s/g, '')));
    const fills = [...canvasElement.querySelectorAll('.highcharts-series .highcharts-point')].map((p) => p.getAttribute('fill') ?? '');
    const toRgb = (hex: string) => {
      const n = Number.parseInt(hex.slice(1), 16);
      return `rgb(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255})`;
    };
    for (const fill of new Set(fills)) await expect(swatches.has(toRgb(fill))).toBe(true);
  },
};

/** A month with consumption and none the year before has the plain colour, and the legend says so. */
export const WithoutPreviousYear: Story = {
  tags: ['!autodocs'],
  args: {
    months: MONTH_NAMES_ES.map((name, i) => ({ month: i + 1, name, current: 150_000, previous: i < 6 ? 0 : 150_000, percent: i < 6 ? null : 100 })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Leyenda del gráfico' })).toHaveTextContent('2026: sin consumo en 2025');
  },
};

/** Por debajo del 80 % del año anterior el porcentaje toma el color de aviso. */
export const WarningBand: Story = {
  tags: ['!autodocs'],
  args: { total: { current: 400_000, previous: 600_000, percent: 66.67 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/66,67/)).toBeVisible();
  },
};

/** Sin datos muestra el texto del caso (p. ej. «No hay consumos del país»). */
export const NoData: Story = {
  tags: ['!autodocs'],
  args: { months: [], total: null, emptyText: CONSUMPTION_MESSAGES.noCountry },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay consumos del país')).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  decorators: [(Story) => <div style={{ display: 'grid', gap: 24, width: 560 }}>{Story()}</div>],
  render: (args) => (
    <>
      <ConsumptionChart {...args} />
      <ConsumptionChart {...args} total={{ current: 100_000, previous: 300_000, percent: 33.33 }} />
      <ConsumptionChart {...args} months={[]} total={null} emptyText={CONSUMPTION_MESSAGES.noGroup} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('.highcharts-root')).toHaveLength(2), { timeout: 5000 });
    await expect(within(canvasElement).getByText('No hay consumos del grupo')).toBeVisible();
  },
};
