import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer } from './Footer';

const meta = {
  title: 'Navegación/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { groupName: 'Grupo Recambios Asociados' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { year: 2026 } };

/** El año actual por defecto. */
export const CurrentYearByDefault: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    // Storybook freezes the clock on 15 March 2026 (.storybook/frozenDate.ts).
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2012 - 2026 Grupo Recambios Asociados');
  },
};

/** El año que se le indique. */
export const GivenYear: Story = {
  tags: ['!autodocs'],
  args: { year: 2030 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('© 2012 - 2030 Grupo Recambios Asociados');
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  // The catalog shows several page landmarks side by side on purpose.
  parameters: {
    a11y: {
      config: {
        rules: [
          { id: 'landmark-no-duplicate-contentinfo', enabled: false },
          { id: 'landmark-unique', enabled: false },
        ],
      },
    },
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Footer {...args} year={2026} />
      <div style={{ width: 425 }}>
        <Footer {...args} year={2026} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('contentinfo')).toHaveLength(2);
  },
};
