import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PreviewTable } from './PreviewTable';

const rows = Array.from({ length: 30 }, (_, i) => [i + 2, `Contacto ${i + 1}`, `contacto${i + 1}@ejemplo.es`, '910 000 000']);

const meta = {
  title: 'Datos/PreviewTable',
  component: PreviewTable,
  tags: ['autodocs'],
  args: { label: 'Contactos que se importarán', columns: ['Línea', 'Nombre', 'Correo', 'Teléfono'], rows, rowKey: (row) => String(row[0]) },
} satisfies Meta<typeof PreviewTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una tabla con nombre y encabezados de columna, que se desplaza en su caja sin mover los encabezados. */
export const ScrollsUnderItsHeadings: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contactos que se importarán' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Línea', 'Nombre', 'Correo', 'Teléfono']);
    await expect(within(table).getAllByRole('row')).toHaveLength(31);
    const box = table.parentElement as HTMLElement;
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
    box.scrollTop = 200;
    const heading = within(table).getByRole('columnheader', { name: 'Nombre' });
    await expect(Math.abs(heading.getBoundingClientRect().top - box.getBoundingClientRect().top)).toBeLessThan(2);
  },
};

/** Una vista previa larga; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toBeVisible();
  },
};
