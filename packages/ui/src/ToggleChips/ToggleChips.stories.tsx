import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ToggleChips } from './ToggleChips';

const options = [
  { value: 1, label: 'Técnica' },
  { value: 2, label: 'Comercial' },
  { value: 3, label: 'Formación' },
];

function Chips() {
  const [selected, setSelected] = useState<number | null>(2);
  return <ToggleChips label="Categorías" options={options} selected={selected} onToggle={(v) => setSelected((s) => (s === v ? null : v))} />;
}

const meta = {
  title: 'Formularios/ToggleChips',
  component: ToggleChips,
  tags: ['autodocs'],
  render: () => <Chips />,
} satisfies Meta<typeof ToggleChips>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un filtro rápido de categorías. */
export const Playground: Story = { args: { label: 'Categorías', options, selected: 2, onToggle: () => {} } };

/** Un grupo con nombre; pulsar un chip lo marca (y desmarca el anterior), pulsarlo otra vez lo desmarca. */
export const PressAndRelease: Story = {
  ...Playground,
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Categorías' });
    const tecnica = within(group).getByRole('button', { name: 'Técnica' });
    await userEvent.click(tecnica);
    await expect(tecnica).toHaveAttribute('aria-pressed', 'true');
    await expect(within(group).getByRole('button', { name: 'Comercial' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(tecnica);
    await expect(tecnica).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Un chip pulsado y dos sin pulsar; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  ...Playground,
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(3);
  },
};
