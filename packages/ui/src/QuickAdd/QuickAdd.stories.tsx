import { CONTACT_LIMITS } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { QuickAdd } from './QuickAdd';

const meta = {
  title: 'Formularios/QuickAdd',
  component: QuickAdd,
  tags: ['autodocs'],
  args: {
    openLabel: 'Nuevo grupo',
    label: 'Nombre del grupo de contacto',
    acceptLabel: 'Añadir grupo',
    closeLabel: 'Cerrar',
    maxLength: CONTACT_LIMITS.group,
    onSubmit: fn(async () => true),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuickAdd>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La ✕ cierra el campo sin crear nada. */
export const CrossCloses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo grupo' }));
    const field = canvas.getByRole('textbox', { name: 'Nombre del grupo de contacto' });
    await expect(field).toHaveFocus();
    // Empty text: the only action is the cross, which closes the area.
    await expect(canvas.queryByRole('button', { name: 'Añadir grupo' })).toBeNull();
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Nuevo grupo' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** El ✓ (o Enter) crea y cierra. */
export const TickCreates: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo grupo' }));
    const field = canvas.getByRole('textbox', { name: 'Nombre del grupo de contacto' });
    await userEvent.type(field, 'Talleres');
    await expect(canvas.queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.clear(field);
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await userEvent.type(field, '  Talleres de Valencia ');
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir grupo' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('Talleres de Valencia');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Nuevo grupo' })).toBeVisible());
  },
};

/** Si crear falla el campo sigue abierto con lo escrito. */
export const StaysOpenOnFailure: Story = {
  tags: ['!autodocs'],
  args: { onSubmit: fn(async () => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo grupo' }));
    await userEvent.type(canvas.getByRole('textbox'), 'Repetido{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Repetido');
    await expect(canvas.getByRole('textbox')).toHaveValue('Repetido');
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** Limita la longitud a la del nombre de grupo. */
export const LimitsLength: Story = {
  tags: ['!autodocs'],
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAttribute('maxlength', String(CONTACT_LIMITS.group));
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <CatalogGrid
      caption="QuickAdd: cerrado, abierto vacío (cruz), abierto con texto (tick)"
      columns={['Cerrado', 'Abierto vacío', 'Con texto']}
      rows={[
        {
          title: 'Grupo',
          cells: [
            <QuickAdd key="closed" {...args} />,
            <div key="empty" style={{ width: 240 }}>
              <QuickAdd {...args} label="Grupo vacío" defaultOpen />
            </div>,
            <div key="text" style={{ width: 240 }}>
              <QuickAdd {...args} label="Grupo con texto" defaultOpen />
            </div>,
          ],
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Grupo con texto' }), 'Clientes');
    await expect(canvas.getByRole('button', { name: 'Añadir grupo' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
