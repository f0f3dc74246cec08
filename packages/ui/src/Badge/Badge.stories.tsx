import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarIcon, TagIcon } from '../icons';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Badge } from './Badge';

const meta = {
  title: 'Datos/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'General', tone: 'primary', size: 'sm' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'accent', 'strong', 'success', 'warning', 'muted'] },
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg'] },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El icono es decorativo: la etiqueta se lee por su texto. */
export const WithIcon: Story = {
  tags: ['!autodocs'],
  args: { tone: 'accent', icon: <StarIcon size={12} fill="currentColor" />, children: 'Destacada' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Destacada');
    await expect(badge).toHaveTextContent(/^Destacada$/);
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Las etiquetas de tarjeta y de página (tamaños sm y lg); se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={3}>
      <Inline>
        <Badge tone="primary">General</Badge>
        <Badge tone="accent" icon={<StarIcon size={12} fill="currentColor" />}>
          Destacada
        </Badge>
        <Badge tone="strong">No leída</Badge>
        <Badge>Formación</Badge>
      </Inline>
      <Inline>
        <Badge size="lg" icon={<TagIcon size={12} />}>
          Neumáticos
        </Badge>
        <Badge size="lg" tone="primary">
          Socios
        </Badge>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leída')).toBeVisible();
  },
};

/** La marca sigue al nombre en la misma línea y se lee con él; un recuento lleva su nombre accesible. */
export const BesideAName: Story = {
  tags: ['!autodocs'],
  render: () => (
    <p>
      Michelin
      <Badge tone="primary" size="xs" spaced>
        Marca del estudio
      </Badge>
      <Badge tone="primary" size="md" count spaced aria-label="12 referencias">
        12
      </Badge>
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Michelin', { exact: false })).toHaveTextContent('MichelinMarca del estudio12');
    await expect(canvas.getByLabelText('12 referencias')).toHaveTextContent('12');
    const mark = canvas.getByText('Marca del estudio');
    await expect(Number.parseFloat(getComputedStyle(mark).marginInlineStart)).toBeGreaterThan(0);
  },
};

/** Un estado lleva un punto de color; el texto conserva el color del cuerpo para leerse en cualquier tono. */
export const State: Story = {
  tags: ['!autodocs'],
  args: { children: 'Pendiente', tone: 'warning', size: 'xs', dot: true },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Pendiente');
    const dot = getComputedStyle(badge, '::before');
    await expect(dot.content).toBe('""');
    await expect(getComputedStyle(badge).borderTopStyle).toBe('solid');
  },
};

const MARK_TONES = ['primary', 'strong', 'success', 'warning', 'neutral', 'muted'] as const;

/** Las marcas (tamaños xs y md), con y sin punto, y un recuento, en cada tono; se compara en claro, en oscuro y a 375 px. */
export const MarksCatalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Badge"
      columns={['xs', 'md', 'Estado', 'Recuento']}
      rows={MARK_TONES.map((tone) => ({
        title: tone,
        cells: [
          <Badge key="xs" tone={tone} size="xs">
            Marca del estudio
          </Badge>,
          <Badge key="md" tone={tone} size="md">
            Su tramo
          </Badge>,
          <Badge key="dot" tone={tone} size="xs" dot>
            Aceptado
          </Badge>,
          <Badge key="count" tone={tone} size="md" count>
            7
          </Badge>,
        ],
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Aceptado')).toHaveLength(MARK_TONES.length);
  },
};
