import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FolderIcon } from '../icons';
import { Tiles } from '../Tiles';
import { TileButton } from './TileButton';

const meta = {
  title: 'Datos/TileButton',
  component: TileButton,
  tags: ['autodocs'],
  args: { icon: <FolderIcon size={28} />, title: 'Tarifas', detail: '12 documentos', onClick: fn() },
  argTypes: { icon: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof TileButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Toda la baldosa es un botón, con el nombre y el detalle como texto. */
export const WholeTileIsTheButton: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Tarifas 12 documentos' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Varias carpetas en una rejilla; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  render: (args) => (
    <Tiles as="ul" minWidth={48} gap={3} aria-label="Carpetas">
      <li>
        <TileButton {...args} />
      </li>
      <li>
        <TileButton {...args} title="Catálogos" detail="3 documentos" />
      </li>
    </Tiles>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(2);
  },
};
