import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Facts } from '../Facts';
import { ItemList, ItemListItem, SubLine } from './ItemList';

const meta = {
  title: 'Datos/ItemList',
  component: ItemList,
  tags: ['autodocs'],
  args: { variant: 'divided', 'aria-label': 'Líneas del pedido' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ItemList {...args}>
        <ItemListItem aria-label="P-2231 Madrid">
          <span>
            <strong>P-2231</strong>
            <SubLine>Bosch · Pastillas de freno delanteras</SubLine>
          </span>
          <strong>96,40 €</strong>
          <SubLine>4 × 24,10 €</SubLine>
          <SubLine>Almacén Madrid</SubLine>
        </ItemListItem>
        <ItemListItem aria-label="Total">
          <strong>Total · 4 unidades</strong>
          <strong>96,40 €</strong>
        </ItemListItem>
      </ItemList>
    </div>
  ),
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cada bloque es un elemento de la lista con nombre; la cifra va a la derecha del nombre. */
export const FigureOnTheRight: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Líneas del pedido' });
    const item = within(list).getByRole('listitem', { name: 'P-2231 Madrid' });
    const [name, figure] = [...item.children] as HTMLElement[];
    await expect(figure!.getBoundingClientRect().right).toBe(item.getBoundingClientRect().right);
    await expect(figure!.getBoundingClientRect().left).toBeGreaterThan(name!.getBoundingClientRect().right);
  },
};

/** En cajas, con un botón a la derecha del nombre y sus datos debajo, a todo el ancho. */
export const Boxed: Story = {
  tags: ['!autodocs'],
  args: { variant: 'boxed', 'aria-label': 'Tokens de API' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ItemList {...args}>
        <ItemListItem aria-label="Tienda online">
          <strong>Tienda online</strong>
          <Button size="sm" variant="secondary">
            Revocar
          </Button>
          <Facts density="tight" size="sm">
            <dt>Alcance</dt>
            <dd>Pedidos</dd>
          </Facts>
        </ItemListItem>
      </ItemList>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem', { name: 'Tienda online' });
    await expect(within(item).getByRole('button', { name: 'Revocar' })).toBeVisible();
    const facts = item.querySelector('dl')!;
    await expect(facts.getBoundingClientRect().width).toBeGreaterThan(item.getBoundingClientRect().width / 2);
  },
};

/** Juntas en una caja, con una raya entre una y otra y sin raya tras la última. */
export const Joined: Story = {
  tags: ['!autodocs'],
  args: { variant: 'joined', 'aria-label': 'Usuarios del socio' },
  play: async ({ canvasElement }) => {
    const [first, second] = within(canvasElement).getAllByRole('listitem');
    await expect(getComputedStyle(first!).borderTopStyle).toBe('none');
    await expect(getComputedStyle(second!).borderTopStyle).toBe('solid');
    await expect(getComputedStyle(first!.parentElement!).borderTopStyle).toBe('solid');
  },
};
