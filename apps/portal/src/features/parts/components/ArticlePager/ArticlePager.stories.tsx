import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArticlePager } from './ArticlePager';

const meta = {
  title: 'Áreas/Referencias/ArticlePager',
  component: ArticlePager,
  tags: ['autodocs'],
  args: { page: 9, pages: 20, onPage: fn() },
} satisfies Meta<typeof ArticlePager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** En medio: 2 páginas de margen a cada lado, 5 alrededor de la actual y huecos entre ellas. */
export const MiddlePage: Story = {
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = canvas.getAllByRole('button').map((b) => b.textContent);
    await expect(pages).toEqual(['1', '2', '8', '9', '10', '11', '12', '19', '20']);
    await expect(canvas.getByRole('button', { name: '10' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: '12' }));
    await expect(args.onPage).toHaveBeenCalledWith(11);
  },
};

/** Una sola página: no hay paginador. */
export const OnePage: Story = {
  args: { page: 0, pages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <ArticlePager page={0} pages={20} onPage={() => {}} label="Primera página" />
      <ArticlePager page={9} pages={20} onPage={() => {}} label="Página central" />
      <ArticlePager page={19} pages={20} onPage={() => {}} label="Última página" />
      <ArticlePager page={2} pages={4} onPage={() => {}} label="Cuatro páginas" />
    </div>
  ),
};
