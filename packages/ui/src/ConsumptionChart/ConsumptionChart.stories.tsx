import { CONSUMPTION_MESSAGES, MONTH_NAMES_ES } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
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
  title: 'Componentes/ConsumptionChart',
  component: ConsumptionChart,
  tags: ['autodocs'],
  args: { year: 2026, months, total, emptyText: CONSUMPTION_MESSAGES.noIndividual, label: 'Consumo individual por mes' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof ConsumptionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwelveSpanishMonthsAndAbbreviatedAxis: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Consumo individual por mes' });
    await expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual([...MONTH_NAMES_ES]);
    await expect(canvas.getByText(/^86,99/)).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.highcharts-root')).not.toBeNull(), { timeout: 5000 });
    const axis = [...canvasElement.querySelectorAll('.highcharts-yaxis-labels text')].map((t) => t.textContent);
    await expect(axis.some((t) => t?.endsWith('mil'))).toBe(true);
    await expect(canvasElement.querySelector('.highcharts-xaxis-labels')?.textContent).toContain('Enero');
  },
};

export const WarningBand: Story = {
  args: { total: { current: 400_000, previous: 600_000, percent: 66.67 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/66,67/)).toBeVisible();
  },
};

export const NoData: Story = {
  args: { months: [], total: null, emptyText: CONSUMPTION_MESSAGES.noCountry },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No hay consumos del país')).toBeVisible();
  },
};

export const Catalog: Story = {
  tags: ['visual', '!autodocs'],
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
