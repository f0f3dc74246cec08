import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '@socios/ui/catalog';
import { DocumentItem, type DocumentItemData } from './DocumentItem';

const item: DocumentItemData = {
  id: 31,
  name: 'Procedimiento de garantías 2',
  description: 'Procedimiento de garantías: documento del grupo para los socios, edición 2.',
  date: '14/03/2026',
  type: 'PDF',
  category: 'Técnica',
  folder: 'Calidad',
  extension: 'pdf',
  favourite: false,
};

const meta = {
  title: 'Áreas/Documentos/DocumentItem',
  component: DocumentItem,
  tags: ['autodocs'],
  args: { item, variant: 'list', onDownload: fn(), onShare: fn(), onToggleFavourite: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['cards', 'list'] } },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof DocumentItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Descargar, compartir y favorito llaman cada uno a su acción; tipo, categoría, carpeta y fecha van en una línea. */
export const ActionsCallBack: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('article', { name: item.name })).toHaveTextContent('PDF · Técnica · Calidad · Subido el 14/03/2026');
    await userEvent.click(canvas.getByRole('button', { name: `Descargar ${item.name}` }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: `Compartir ${item.name}` }));
    await expect(args.onShare).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Añadir a favoritos' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledTimes(1);
  },
};

/** Una hoja de cálculo indica su extensión junto al tipo. */
export const SpreadsheetType: Story = {
  tags: ['!autodocs'],
  args: { item: { ...item, type: 'Hoja de cálculo', extension: 'csv', folder: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveTextContent('Hoja de cálculo (CSV) · Técnica · Subido el');
  },
};

/** Fila de lista y tarjeta de mosaico, favorito o no; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <CatalogGrid
      caption="DocumentItem: variante × estado"
      columns={['No favorito', 'Favorito']}
      rows={(['list', 'cards'] as const).map((variant) => ({
        title: variant,
        cells: [item, { ...item, id: 32, favourite: true }].map((it) => (
          <div key={it.id} style={{ width: variant === 'cards' ? 300 : 560 }}>
            <DocumentItem {...args} item={it} variant={variant} />
          </div>
        )),
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(4);
  },
};
