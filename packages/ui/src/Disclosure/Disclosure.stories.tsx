import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Stack } from '../Stack';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Fundamentos/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: { title: 'Parciales', defaultOpen: false, children: 'Las actualizaciones de este tipo.' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Disclosure {...args} />
    </div>
  ),
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cerrado, el contenido no se pinta; se abre y se cierra con su línea. */
export const RendersOnlyWhenOpen: Story = {
  tags: ['!autodocs'],
  args: {
    aside: (
      <Badge tone="primary" size="xs" count aria-label="3 actualizaciones">
        3
      </Badge>
    ),
    children: () => 'Contenido pintado al abrir',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Contenido pintado al abrir')).toBeNull();
    await expect(canvas.getByLabelText('3 actualizaciones')).toBeVisible();
    await userEvent.click(canvas.getByText('Parciales'));
    await waitFor(() => expect(canvas.getByText('Contenido pintado al abrir')).toBeVisible());
    await userEvent.click(canvas.getByText('Parciales'));
    await waitFor(() => expect(canvas.queryByText('Contenido pintado al abrir')).toBeNull());
  },
};

/** Pliegues anidados (tipo, mes, día), el primero abierto; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={2}>
      <Disclosure
        title="Parciales"
        aside={
          <Badge tone="primary" size="md" count>
            12
          </Badge>
        }
        defaultOpen
      >
        <Disclosure
          title="Noviembre de 2026"
          aside={
            <Badge tone="primary" size="md" count>
              7
            </Badge>
          }
          defaultOpen
        >
          Las actualizaciones del mes.
        </Disclosure>
        <Disclosure
          title="Octubre de 2026"
          aside={
            <Badge tone="primary" size="md" count>
              5
            </Badge>
          }
        >
          Las actualizaciones del mes.
        </Disclosure>
      </Disclosure>
      <Disclosure
        title="Completas"
        aside={
          <Badge tone="primary" size="md" count>
            0
          </Badge>
        }
      >
        Ninguna.
      </Disclosure>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Las actualizaciones del mes.')).toBeVisible();
  },
};
