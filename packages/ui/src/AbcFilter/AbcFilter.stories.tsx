import { ALPHABET } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { AbcFilter, type AbcFilterProps } from './AbcFilter';

/** Holds the selection like a screen does. */
function Stateful(args: AbcFilterProps) {
  const [selected, setSelected] = useState<string[]>([...args.selected]);
  return (
    <AbcFilter
      {...args}
      selected={selected}
      onChange={(next) => {
        setSelected(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Formularios/AbcFilter',
  component: AbcFilter,
  tags: ['autodocs'],
  args: { selected: [], onChange: fn() },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof AbcFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Las 27 letras, con la Ñ tras la N. */
export const Alphabet: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filtrar por letra' });
    const letters = within(group)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-pressed'))
      .map((b) => b.textContent);
    await expect(letters).toEqual([...ALPHABET]);
    await expect(letters.indexOf('Ñ')).toBe(letters.indexOf('N') + 1);
  },
};

/** Se pueden marcar varias letras; se devuelven en orden alfabético. */
export const MultiSelect: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Ñ' }));
    await userEvent.click(canvas.getByRole('button', { name: 'A' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['A', 'M', 'Ñ']);
    for (const name of ['A', 'M', 'Ñ']) await expect(canvas.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'M' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['A', 'Ñ']);
    await expect(canvas.getByRole('button', { name: 'M' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** «Limpiar» quita todas las letras. */
export const Clear: Story = {
  tags: ['!autodocs'],
  args: { selected: ['B', 'Ñ', 'Z'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Limpiar' });
    await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('button', { name: 'Ñ' })).toHaveAttribute('aria-pressed', 'false');
    await expect(clear).toBeDisabled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="AbcFilter: sin selección y con varias letras"
      columns={['Filtro']}
      rows={[
        { title: 'Ninguna', cells: [<AbcFilter key="none" selected={[]} onChange={() => {}} label="Filtro vacío" />] },
        { title: 'A, Ñ, Z', cells: [<AbcFilter key="some" selected={['A', 'Ñ', 'Z']} onChange={() => {}} label="Filtro con letras" />] },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filtro con letras' });
    await expect(within(group).getAllByRole('button', { pressed: true })).toHaveLength(3);
  },
};
