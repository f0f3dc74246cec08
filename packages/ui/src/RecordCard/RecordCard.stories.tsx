import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EditIcon } from '../icons';
import { IconButton } from '../IconButton';
import { ItemList } from '../ItemList';
import { Badge } from '../Badge';
import { Stack } from '../Stack';
import { Tiles } from '../Tiles';
import { RecordCard } from './RecordCard';

const details = ['Calle de la Industria 14', '28906 Getafe', 'taller@recambiosdelsurdemadrid.example'];
const actions = <IconButton size="sm" label="Editar Talleres del Sur" icon={<EditIcon size={18} />} />;

const meta = {
  title: 'Datos/RecordCard',
  component: RecordCard,
  tags: ['autodocs'],
  args: {
    title: 'Talleres del Sur',
    layout: 'card',
    details,
    badge: (
      <Badge tone="primary" size="xs">
        Grupo
      </Badge>
    ),
    actions,
  },
  argTypes: { layout: { control: 'inline-radio', options: ['card', 'row'] }, badge: { control: false }, actions: { control: false } },
  render: (args) =>
    args.layout === 'card' ? (
      <Tiles as="ul" minWidth={70} aria-label="Talleres">
        <li>
          <RecordCard {...args} />
        </li>
      </Tiles>
    ) : (
      <ItemList variant="joined" aria-label="Talleres">
        <li>
          <RecordCard {...args} />
        </li>
      </ItemList>
    ),
} satisfies Meta<typeof RecordCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La ficha se nombra con el registro, su nombre es un encabezado y muestra todos sus datos, uno por línea. */
export const Card: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Talleres del Sur' });
    await expect(within(card).getByRole('heading', { name: 'Talleres del Sur' })).toBeVisible();
    for (const d of details) await expect(within(card).getByText(d)).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Editar Talleres del Sur' })).toBeVisible();
  },
};

/** En línea, los datos van uno junto a otro; en el móvil solo el primero. */
export const Row: Story = {
  tags: ['!autodocs'],
  args: { layout: 'row' },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Talleres del Sur' });
    const [first, second] = details.map((d) => within(row).getByText(d));
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** Ficha y línea; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack gap={4}>
      <Tiles as="ul" minWidth={70} aria-label="Fichas">
        <li>
          <RecordCard {...args} layout="card" />
        </li>
      </Tiles>
      <ItemList variant="joined" aria-label="Líneas">
        <li>
          <RecordCard {...args} layout="row" />
        </li>
      </ItemList>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article', { name: 'Talleres del Sur' })).toHaveLength(2);
  },
};
