import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Stack } from '../Stack';
import { Inline } from './Inline';

const buttons = [
  <Button key="a" variant="secondary">
    Cancelar
  </Button>,
  <Button key="b">Guardar</Button>,
];

const meta = {
  title: 'Fundamentos/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { children: buttons },
  argTypes: {
    gap: { control: { type: 'number', min: 0, max: 12 } },
    align: { control: 'inline-radio', options: ['center', 'start', 'end', 'baseline', 'stretch'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { gap: 2, align: 'center', justify: 'start', wrap: true } };

/** Botones en línea alineados al final. */
export const Actions: Story = {
  tags: ['!autodocs'],
  args: { justify: 'end' },
  play: async ({ canvasElement }) => {
    const [cancel, save] = within(canvasElement).getAllByRole('button');
    await expect(cancel).toHaveTextContent('Cancelar');
    await expect(save).toHaveTextContent('Guardar');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={4}>
      <Inline>{buttons}</Inline>
      <Inline justify="center">{buttons}</Inline>
      <Inline justify="end">{buttons}</Inline>
      <Inline justify="between">{buttons}</Inline>
      <Inline gap={6}>{buttons}</Inline>
    </Stack>
  ),
};
