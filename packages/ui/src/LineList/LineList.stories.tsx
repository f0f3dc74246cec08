import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { DownloadIcon } from '../icons';
import { Tag, TagList } from '../TagList';
import { LineList, LineListItem } from './LineList';

const meta = {
  title: 'Datos/LineList',
  component: LineList,
  tags: ['autodocs'],
  args: { 'aria-label': 'Favoritos' },
  render: (args) => (
    <LineList {...args}>
      <LineListItem title={<a href="#noticia-1">Nueva campaña de frenos</a>} detail="Publicada el 12/03/2026" />
      <LineListItem
        title={<a href="#proveedor-1">Frenos Iberia</a>}
        detail={
          <TagList aria-label="Marcas de Frenos Iberia">
            <Tag tone="primary">Brembo</Tag>
            <Tag tone="primary">Ferodo</Tag>
          </TagList>
        }
      />
      <LineListItem title={<span>Tarifa 2026</span>} detail="PDF" actions={<IconButton label="Descargar Tarifa 2026" icon={<DownloadIcon />} size="sm" />} />
    </LineList>
  ),
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LineList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Tres líneas; las etiquetas de una línea no cuentan como líneas. */
export const LinesAndTheirTags: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Favoritos' });
    await expect(list.querySelectorAll(':scope > li')).toHaveLength(3);
    await expect(within(list).getByRole('list', { name: 'Marcas de Frenos Iberia' })).toBeVisible();
    await expect(within(list).getByRole('button', { name: 'Descargar Tarifa 2026' })).toBeVisible();
  },
};

/** Líneas con detalle, etiquetas y botones; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(2);
  },
};
