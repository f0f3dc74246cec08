import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { NewsIcon } from '../icons';
import { Inline } from '../Inline';
import { MediaFrame } from '../MediaFrame';
import { Stack } from '../Stack';
import { MediaCard } from './MediaCard';

const summary = 'Desde la central de compras queremos informar a todos los socios de las novedades de Frenos Iberia, que afectan a la gama de pastillas.';

const meta = {
  title: 'Datos/MediaCard',
  component: MediaCard,
  tags: ['autodocs'],
  args: {
    layout: 'column',
    titleId: 'tarjeta-1',
    media: <MediaFrame src={null} fallback={<NewsIcon size={32} />} />,
    meta: (
      <>
        <Badge tone="primary">General</Badge>
        <span>Publicada el 12/03/2026</span>
      </>
    ),
    title: <a href="#noticia-1">Nueva campaña de pastillas de freno</a>,
    summary,
    footer: (
      <Inline as="ul" gap={1} aria-label="Categorías">
        <li>
          <Badge>Campañas</Badge>
        </li>
      </Inline>
    ),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['column', 'row'] },
    media: { control: false },
    meta: { control: false },
    title: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof MediaCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card's box in the mosaic. */
const inACell: Story['decorators'] = [(Story) => <div style={{ maxWidth: 320, height: 380 }}>{Story()}</div>];

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { decorators: inACell };

/** La tarjeta lleva el nombre de su título, y el enlace del título cubre toda la tarjeta. */
export const WholeCardIsTheLink: Story = {
  tags: ['!autodocs'],
  decorators: inACell,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Nueva campaña de pastillas de freno' });
    const link = within(card).getByRole('link', { name: 'Nueva campaña de pastillas de freno' });
    const box = card.getBoundingClientRect();
    const target = document.elementFromPoint(box.left + 8, box.bottom - 8);
    await expect(target === link || link.contains(target)).toBe(true);
    await expect(within(card).getByTitle(summary)).toHaveTextContent(summary);
  },
};

/** En columna y en fila; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack gap={4}>
      <div style={{ width: 300, height: 360 }}>
        <MediaCard {...args} />
      </div>
      <div style={{ height: 140 }}>
        <MediaCard {...args} layout="row" titleId="tarjeta-2" media={<MediaFrame variant="thumbnail" src={null} fallback={<NewsIcon size={24} />} />} />
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
