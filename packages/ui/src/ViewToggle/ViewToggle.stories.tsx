import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { type ViewMode, ViewToggle, type ViewToggleProps } from './ViewToggle';

function Stateful(args: ViewToggleProps) {
  const [value, setValue] = useState<ViewMode>(args.value);
  return (
    <ViewToggle
      {...args}
      value={value}
      onChange={(mode) => {
        setValue(mode);
        args.onChange(mode);
      }}
    />
  );
}

const meta = {
  title: 'Formularios/ViewToggle',
  component: ViewToggle,
  tags: ['autodocs'],
  args: { value: 'cards', onChange: fn() },
  argTypes: { value: { control: 'inline-radio', options: ['cards', 'list'] } },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof ViewToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cambia entre mosaico y lista. */
export const Switches: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getByRole('button', { name: 'Vista de tarjetas' });
    const list = canvas.getByRole('button', { name: 'Vista de lista' });
    await expect(cards).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(list);
    await expect(args.onChange).toHaveBeenCalledWith('list');
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(cards).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="ViewToggle: modos"
      columns={['Tarjetas', 'Lista']}
      rows={[
        {
          title: 'Vista',
          cells: (['cards', 'list'] as const).map((mode) => <ViewToggle key={mode} value={mode} onChange={() => {}} label={`Vista (${mode})`} />),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(2);
  },
};
