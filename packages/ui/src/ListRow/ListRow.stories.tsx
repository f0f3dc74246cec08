import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { EditIcon } from '../icons';
import { MetaLines } from '../MetaLines';
import { Text } from '../Text';
import { ListRow } from './ListRow';

const meta = {
  title: 'Datos/ListRow',
  component: ListRow,
  tags: ['autodocs'],
  args: {
    'aria-label': 'Ana Pérez',
    children: [
      <MetaLines key="a">
        <Text as="span" size="lg" weight="bold" truncate>
          Ana Pérez
        </Text>
        <a href="mailto:ana@ejemplo.es">ana@ejemplo.es</a>
      </MetaLines>,
      <MetaLines key="b" hideOnTablet>
        <span>Tel.: 910 000 000</span>
      </MetaLines>,
      <MetaLines key="c" hideOnTablet>
        <span>Proveedores</span>
      </MetaLines>,
    ],
    actions: <IconButton size="sm" label="Editar Ana Pérez" icon={<EditIcon size={18} />} />,
  },
  argTypes: { children: { control: false }, actions: { control: false } },
  decorators: [(Story) => <div style={{ height: 64 }}>{Story()}</div>],
} satisfies Meta<typeof ListRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La fila lleva el nombre del contacto; hasta el ancho de una tableta (como aquí) sólo se ve la primera celda y los botones. */
export const FirstCellAndActions: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Ana Pérez' });
    await expect(within(row).getByRole('link', { name: 'ana@ejemplo.es' })).toBeVisible();
    await expect(within(row).getByText('Proveedores')).not.toBeVisible();
    await expect(within(row).getByRole('button', { name: 'Editar Ana Pérez' })).toBeVisible();
  },
};
