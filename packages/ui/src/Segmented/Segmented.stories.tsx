import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Segmented } from './Segmented';

type Mode = 'table' | 'chart';
const options = [
  { value: 'table', label: 'Tabla' },
  { value: 'chart', label: 'Gráfico' },
] as const;

function Stateful({ disabled }: { disabled?: boolean }) {
  const [value, setValue] = useState<Mode>('table');
  return <Segmented label="Ver como" options={options} value={value} onChange={setValue} disabled={disabled} />;
}

const meta = {
  title: 'Formularios/Segmented',
  component: Segmented<Mode>,
  tags: ['autodocs'],
  args: { label: 'Ver como', options, value: 'table', onChange: () => undefined },
} satisfies Meta<typeof Segmented<Mode>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Exactamente una opción está pulsada; al elegir otra, la anterior se suelta. */
export const OnePressed: Story = {
  tags: ['!autodocs'],
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Gráfico' }));
    await expect(canvas.getByRole('button', { name: 'Gráfico' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Tabla' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Desactivado: ninguna opción se puede pulsar. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  render: () => <Stateful disabled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Gráfico' })).toBeDisabled();
  },
};
