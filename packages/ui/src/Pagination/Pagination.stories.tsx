import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

function Stateful() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(25);
  const pages = Math.ceil(30_000 / size);
  return (
    <Pagination
      label="Páginas de la tarifa"
      page={page}
      pages={pages}
      onPage={setPage}
      pageSize={size}
      pageSizes={[10, 25, 50, 100]}
      onPageSize={(n) => {
        setSize(n);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'Navegación/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { page: 3, pages: 1200, onPage: () => undefined },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Primera, anterior, siguiente y última; en los extremos los botones que no llevan a ninguna parte se desactivan. */
export const MovesAndStopsAtTheEnds: Story = {
  tags: ['!autodocs'],
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Página 1 de 1.200');
    await expect(canvas.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Página siguiente' }));
    await expect(status).toHaveTextContent('Página 2 de 1.200');
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await expect(status).toHaveTextContent('Página 1.200 de 1.200');
    await expect(canvas.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filas por página' }), '100');
    await expect(status).toHaveTextContent('Página 1 de 300');
  },
};
