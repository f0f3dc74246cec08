import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { RefreshIcon } from '../icons';
import { Card } from './Card';

const meta = {
  title: 'Fundamentos/Card',
  component: Card,
  tags: ['autodocs'],
  args: { title: 'Noticias favoritas', children: 'Contenido de la tarjeta.' },
  argTypes: {
    title: { control: 'text' },
    children: { control: 'text' },
    actions: { control: false },
    footer: { control: false },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md'] },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { elevation: 'raised', padding: 'md', headingLevel: 2 } };

/** Con título, la tarjeta es una región con nombre y encabezado. */
export const TitledRegion: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Noticias favoritas' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Noticias favoritas' })).toBeVisible();
  },
};

/** Sin título no es una región. */
export const WithoutTitle: Story = {
  tags: ['!autodocs'],
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

/** Acciones en la cabecera y un pie. */
export const WithActionsAndFooter: Story = {
  tags: ['!autodocs'],
  args: {
    title: 'Estudios de mercado',
    headingLevel: 3,
    actions: <IconButton label="Actualizar estudios" icon={<RefreshIcon />} size="sm" />,
    footer: <Button variant="ghost">Nuevo Estudio</Button>,
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Estudios de mercado' });
    await expect(within(region).getByRole('heading', { level: 3 })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Actualizar estudios' })).toBeVisible();
    await expect(within(region).getByRole('button', { name: 'Nuevo Estudio' })).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 260px)', gap: 16 }}>
      <Card title="Elevada">Con sombra.</Card>
      <Card title="Plana" elevation="flat">
        Con borde.
      </Card>
      <Card elevation="flat">Sin título.</Card>
      <Card title="Con acciones" actions={<IconButton label="Actualizar" icon={<RefreshIcon />} size="sm" />}>
        Acciones a la derecha del título.
      </Card>
      <Card title="Con pie" footer={<Button size="sm">Ver todo</Button>}>
        Pie con enlace.
      </Card>
      <Card title="Sin relleno" padding="none">
        Contenido a sangre.
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(5);
  },
};
