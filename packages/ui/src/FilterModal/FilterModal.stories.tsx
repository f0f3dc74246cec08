import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterModal, type FilterModalValue } from './FilterModal';

const types = [
  { id: 1, name: 'General' },
  { id: 2, name: 'Socios' },
];
const categories = [
  { id: 1, name: 'Campañas' },
  { id: 2, name: 'Formación' },
  { id: 3, name: 'Proveedores' },
];
const initial: FilterModalValue = { idTipo: 0, idCategoria: 0, modo: 0, estaSemana: false };

const meta = {
  title: 'Avisos y diálogos/FilterModal',
  component: FilterModal,
  tags: ['autodocs'],
  args: { open: true, onClose: fn(), value: initial, onChange: fn(), onReset: fn(), types, categories },
  // Its stories are open dialogs that cover the page: in the docs each is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof FilterModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

function Stateful() {
  const [value, setValue] = useState<FilterModalValue>(initial);
  return (
    <FilterModal
      open
      onClose={() => {}}
      value={value}
      onChange={(c) => setValue((v) => ({ ...v, ...c }))}
      onReset={() => setValue(initial)}
      types={types}
      categories={categories}
    />
  );
}

/** Cambiar tipo, categoría y modo, y «Restablecer» lo devuelve todo al inicio. */
export const ChangesAndResets: Story = {
  tags: ['!autodocs'],
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Tipo' }), 'Socios');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Categoría' }), 'Formación');
    await userEvent.click(page.getByRole('button', { name: 'No leídas' }));
    await userEvent.click(page.getByRole('button', { name: 'Esta Semana' }));
    await expect(page.getByRole('button', { name: 'No leídas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Esta Semana' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(page.getByRole('button', { name: 'Restablecer' }));
    await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveValue('0');
    await expect(page.getByRole('combobox', { name: 'Categoría' })).toHaveValue('0');
    await expect(page.getByRole('button', { name: 'Todas' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Esta Semana' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Cada cambio se comunica al momento (onChange). */
export const ReportsEachChange: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await expect(page.getByRole('combobox', { name: 'Tipo' })).toHaveTextContent('Todas');
    await userEvent.click(page.getByRole('button', { name: 'Leídas' }));
    await expect(args.onChange).toHaveBeenCalledWith({ modo: 1 });
    await userEvent.click(page.getAllByRole('button', { name: 'Cerrar' }).at(-1)!);
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { value: { idTipo: 2, idCategoria: 1, modo: 2, estaSemana: true } },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  },
};
