import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarIcon, TagIcon } from '../icons';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Badge } from './Badge';

const meta = {
  title: 'Datos/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'General', tone: 'primary', size: 'sm' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'accent', 'strong'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
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

/** Todos los tonos en los dos tamaños; se compara en claro, en oscuro y a 375 px. */
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
        <Badge size="md" icon={<TagIcon size={12} />}>
          Neumáticos
        </Badge>
        <Badge size="md" tone="primary">
          Socios
        </Badge>
      </Inline>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No leída')).toBeVisible();
  },
};
