import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Stepper } from './Stepper';

const STEPS = ['Seleccionar estudio', 'Opciones', 'Estudio'] as const;

const meta = {
  title: 'Navegación/Stepper',
  component: Stepper,
  tags: ['autodocs'],
  args: { steps: STEPS, current: 1, label: 'Pasos del estudio' },
  argTypes: { current: { control: { type: 'range', min: 0, max: 2 } } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Marca el paso actual (aria-current=step). */
export const MarksTheCurrentStep: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pasos del estudio' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('completado');
    await expect(items[2]).toHaveTextContent('pendiente');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="Stepper: paso actual"
      columns={['Paso']}
      rows={[0, 1, 2].map((current) => ({
        title: `Paso ${current + 1}`,
        cells: [<Stepper key={current} steps={STEPS} current={current} label={`Pasos, actual ${current + 1}`} />],
      }))}
    />
  ),
};
