import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { DocumentIcon, DownloadIcon } from '../icons';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ActionCard } from './ActionCard';

const meta = {
  title: 'Datos/ActionCard',
  component: ActionCard,
  tags: ['autodocs'],
  args: {
    variant: 'list',
    icon: <DocumentIcon size={28} />,
    title: 'Tarifa de frenos 2026',
    titleId: 'documento-1',
    children: (
      <Text size="sm" tone="muted" truncate>
        PDF · Tarifas · Subido el 12/03/2026
      </Text>
    ),
    actions: <IconButton label="Descargar Tarifa de frenos 2026" icon={<DownloadIcon />} onClick={fn()} />,
  },
  argTypes: { variant: { control: 'inline-radio', options: ['list', 'cards'] }, icon: { control: false }, actions: { control: false } },
} satisfies Meta<typeof ActionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La tarjeta lleva el nombre de su título y sus botones actúan sobre ella. */
export const NamedWithItsActions: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Tarifa de frenos 2026' });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Tarifa de frenos 2026');
    await userEvent.click(within(card).getByRole('button', { name: 'Descargar Tarifa de frenos 2026' }));
  },
};

/** Fila y tarjeta; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <Stack gap={4}>
      <ActionCard {...args} />
      <div style={{ width: 260 }}>
        <ActionCard {...args} variant="cards" titleId="documento-2" />
      </div>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(2);
  },
};
