import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card } from '../Card';
import { Split } from './Split';

const meta = {
  title: 'Fundamentos/Split',
  component: Split,
  tags: ['autodocs'],
  args: { layout: 'listDetail' },
  argTypes: { layout: { control: 'inline-radio', options: ['listDetail', 'mainPanel'] } },
  render: (args) => (
    <Split {...args}>
      <Card title="Productos">Neumáticos · Baterías</Card>
      <Card title="Condiciones">Escalado por consumo</Card>
    </Split>
  ),
} satisfies Meta<typeof Split>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** En un escritorio, la lista ocupa un tercio y el detalle dos, en la misma fila. */
export const ListBesideDetail: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const [list, detail] = within(canvasElement).getAllByRole('region');
    await expect(list!.getBoundingClientRect().top).toBe(detail!.getBoundingClientRect().top);
    await expect(detail!.getBoundingClientRect().width).toBeGreaterThan(list!.getBoundingClientRect().width * 1.8);
  },
};

/** Con mainPanel, el panel es estrecho, al final; se compara en claro, en oscuro y a 375 px (una columna). */
export const Catalog: Story = {
  tags: ['visual'],
  args: { layout: 'mainPanel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};
