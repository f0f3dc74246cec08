import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FolderIcon, UsersIcon } from '../icons';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { LinkTiles } from './LinkTiles';

const hub = [
  { href: '#talleres', title: 'Talleres', text: 'Los talleres de sus campañas', icon: <UsersIcon size={24} /> },
  { href: '#imagenes', title: 'Imágenes', text: 'Las imágenes de sus diseños', icon: <FolderIcon size={24} /> },
];

/** The hub's tiles: an icon, a title and a line of text in each link. */
const hubTiles = hub.map((t) => (
  <li key={t.href}>
    <a href={t.href}>
      <span>{t.icon}</span>
      <Text as="span" size="lg" weight="bold">
        {t.title}
      </Text>
      <Text as="span" size="sm" tone="muted">
        {t.text}
      </Text>
    </a>
  </li>
));

const meta = {
  title: 'Fundamentos/LinkTiles',
  component: LinkTiles,
  tags: ['autodocs'],
  args: { variant: 'icon', minWidth: 65, 'aria-label': 'Mis Promociones' },
  argTypes: { variant: { control: 'inline-radio', options: ['icon', 'logo'] } },
  render: (args) => <LinkTiles {...args}>{hubTiles}</LinkTiles>,
} satisfies Meta<typeof LinkTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cada ficha es un enlace entero, con su título y su texto en el nombre; el icono va en un cuadro a la izquierda. */
export const WholeCardIsTheLink: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Talleres/ });
    await expect(link).toHaveAttribute('href', '#talleres');
    const icon = link.firstElementChild!;
    const title = within(link).getByText('Talleres');
    await expect(icon.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
  },
};

const logo = (name: string, fill: string) => (
  <svg viewBox="0 0 160 64" role="img" aria-label={name}>
    <rect width={160} height={64} rx={10} fill={fill} />
  </svg>
);

/** Con iconos y con logotipos; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack gap={6}>
      <LinkTiles {...args}>{hubTiles}</LinkTiles>
      <LinkTiles variant="logo" minWidth={32} aria-label="Fabricantes principales">
        {['Seat', 'Renault', 'Volvo'].map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{logo(name, 'steelblue')}</a>
          </li>
        ))}
      </LinkTiles>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Fabricantes principales' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Renault' })).toHaveAttribute('href', '#Renault');
  },
};
