import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompanyLogo } from '../CompanyLogo';
import { MissingValue } from '../MissingValue';
import { Text } from '../Text';
import { DirectoryCard } from './DirectoryCard';

const places = ['Recambios Norte Bilbao', 'Recambios Norte Getxo', 'Recambios Norte Barakaldo', 'Recambios Norte Durango', 'Recambios Norte Gernika'];

const meta = {
  title: 'Datos/DirectoryCard',
  component: DirectoryCard,
  tags: ['autodocs'],
  args: {
    variant: 'cards',
    titleId: 'socio-1',
    logo: <CompanyLogo url={null} initials="RN" width={16} />,
    title: 'Recambios Norte S.L.',
    subtitle: (
      <Text size="sm" tone="muted">
        CIF B12345678
      </Text>
    ),
    facts: (
      <>
        <dt>Administrador</dt>
        <dd>Ana Pérez</dd>
        <dt>Teléfono</dt>
        <dd>
          <a href="tel:+34910000000">910 000 000</a>
        </dd>
        <dt>Correo</dt>
        <dd>
          <MissingValue>Sin especificar</MissingValue>
        </dd>
      </>
    ),
    listTitle: '5 puntos de venta',
    listItems: places,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['cards', 'list'] }, logo: { control: false }, facts: { control: false } },
} satisfies Meta<typeof DirectoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's box in the mosaic. */
const inACell: Story['decorators'] = [(Story) => <div style={{ maxWidth: 360, height: 320 }}>{Story()}</div>];

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { decorators: inACell };

/** La tarjeta lleva el nombre de la empresa; su lista de puntos de venta se desplaza y se alcanza con Tab. */
export const NamedCardScrollingList: Story = {
  tags: ['!autodocs'],
  decorators: inACell,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Recambios Norte S.L.' });
    const list = within(card).getByRole('list', { name: '5 puntos de venta' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    await expect(list).toHaveAttribute('tabindex', '0');
    await expect(within(card).getByRole('link', { name: '910 000 000' })).toHaveAttribute('href', 'tel:+34910000000');
  },
};

/** Sin puntos de venta, la zona de la lista lo dice. */
export const EmptyList: Story = {
  tags: ['!autodocs'],
  decorators: inACell,
  args: { listTitle: '0 puntos de venta', listItems: [], listEmpty: <MissingValue>Sin especificar</MissingValue> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
    await expect(within(canvasElement).getAllByText('Sin especificar')).toHaveLength(2);
  },
};

/** Tarjeta y fila; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div style={{ maxWidth: 360, height: 320 }}>
        <DirectoryCard {...args} />
      </div>
      <div style={{ height: 160 }}>
        <DirectoryCard {...args} variant="list" titleId="socio-2" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
