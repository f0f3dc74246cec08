import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Text } from './Text';

const meta = {
  title: 'Fundamentos/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: '12 noticias' },
  argTypes: {
    size: { control: 'select', options: [undefined, 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] },
    weight: { control: 'inline-radio', options: [undefined, 'regular', 'medium', 'bold'] },
    tone: { control: 'inline-radio', options: [undefined, 'default', 'muted', 'primary', 'danger', 'success'] },
    leading: { control: 'inline-radio', options: [undefined, 'tight', 'normal'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { size: 'sm', tone: 'muted' } };

/** Un encabezado con tamaño, peso e interlineado del tema. */
export const Heading: Story = {
  tags: ['!autodocs'],
  args: { as: 'h2', size: 'xxl', weight: 'bold', leading: 'tight', children: 'Nueva tarifa de frenos' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Nueva tarifa de frenos' })).toBeVisible();
  },
};

/** Una línea de datos de una ficha estrecha: cortada con puntos suspensivos, sin perder el texto entero. */
export const Truncated: Story = {
  tags: ['!autodocs'],
  args: { size: 'sm', tone: 'muted', truncate: true, children: 'Frenos Ibéricos S.L. · Polígono industrial Las Arenas, Getafe' },
  render: (args) => (
    <div style={{ width: 200 }}>
      <Text {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(/Frenos Ibéricos/);
    await expect(line.scrollWidth).toBeGreaterThan(line.clientWidth);
    await expect(line).toHaveTextContent('Frenos Ibéricos S.L. · Polígono industrial Las Arenas, Getafe');
  },
};

/** Un valor largo sin espacios se parte para caber; una nota conserva sus saltos de línea. */
export const Wrapping: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ width: 160 }}>
      <Text wrap="anywhere">https://recambios.example/catalogo/referencia/0123456789</Text>
      <Text wrap="lines">{'Entregar por la mañana.\nLlamar antes.'}</Text>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [url, note] = within(canvasElement).getAllByRole('paragraph');
    await expect(url!.scrollWidth).toBeLessThanOrEqual(url!.clientWidth);
    await expect(note!.getBoundingClientRect().height).toBeGreaterThan(Number.parseFloat(getComputedStyle(note!).fontSize) * 2);
  },
};

const SIZES = ['xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'display'] as const;
const TONES = ['default', 'muted', 'primary', 'danger', 'success'] as const;

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={2}>
      {SIZES.map((size) => (
        <Text key={size} size={size}>
          Tamaño {size}: Recambios Demo
        </Text>
      ))}
      {TONES.map((tone) => (
        <Text key={tone} tone={tone} weight="medium">
          Tono {tone}: 1.234,56 €
        </Text>
      ))}
      <Text weight="bold">Negrita</Text>
    </Stack>
  ),
};
