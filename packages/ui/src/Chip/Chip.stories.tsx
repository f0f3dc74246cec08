import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { BatteryIcon } from '../icons';
import { Chip } from './Chip';

const meta = {
  title: 'Datos/Chip',
  component: Chip,
  tags: ['autodocs'],
  args: { children: 'Voltaje 12 V', tone: 'primary' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'primary'] }, icon: { control: false } },
} satisfies Meta<typeof Chip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una lista de chips nombra los valores buscados; el icono es decorativo. */
export const SearchedValues: Story = {
  tags: ['!autodocs'],
  render: () => (
    <ul aria-label="Búsqueda" style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: 0 }}>
      <li>
        <Chip tone="primary" icon={<BatteryIcon size={14} />}>
          Potencia 540 A
        </Chip>
      </li>
      <li>
        <Chip tone="primary">Voltaje 12 V</Chip>
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Búsqueda' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((i) => i.textContent)).toEqual(['Potencia 540 A', 'Voltaje 12 V']);
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Chip"
      columns={['Texto', 'Con icono']}
      rows={[
        {
          title: 'neutral',
          cells: [
            <Chip key="a">Todo el año</Chip>,
            <Chip key="b" icon={<BatteryIcon size={14} />}>
              Stock 12
            </Chip>,
          ],
        },
        {
          title: 'primary',
          cells: [
            <Chip key="a" tone="primary">
              205/55 R16
            </Chip>,
            <Chip key="b" tone="primary" icon={<BatteryIcon size={14} />}>
              Voltaje 12 V
            </Chip>,
          ],
        },
      ]}
    />
  ),
};
