import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Brand } from './Brand';

/** A decorative mark, as the portal's. */
const mark = (
  <svg width={36} height={36} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
    <circle cx="20" cy="20" r="18" fill="currentColor" opacity="0.18" />
    <text x="20" y="24" textAnchor="middle" fontSize="10" fontWeight="700" fill="currentColor">
      GIR
    </text>
  </svg>
);

const meta = {
  title: 'Navegación/Brand',
  component: Brand,
  tags: ['autodocs'],
  args: { mark, name: 'Portal del socio', subtitle: 'Grupo de ejemplo', inverse: false },
  argTypes: { mark: { control: false } },
} satisfies Meta<typeof Brand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Se lee el nombre y el grupo; la marca es decorativa. */
export const ReadsTheName: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Portal del socio')).toHaveTextContent('Portal del socioGrupo de ejemplo');
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Sólo la marca (barra lateral plegada): no hay texto. */
export const MarkOnly: Story = {
  tags: ['!autodocs'],
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('GIR');
  },
};

/** Normal, invertida sobre la barra lateral y sólo la marca; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={3} align="start">
      <Brand mark={mark} name="Portal del socio" subtitle="Grupo de ejemplo" />
      <div style={{ padding: 16, background: '#0d3c78' }}>
        <Brand inverse mark={mark} name="Portal del socio" subtitle="Grupo de ejemplo" />
      </div>
      <Brand mark={mark} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Portal del socio')).toHaveLength(2);
  },
};
