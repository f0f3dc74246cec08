import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeaderSearch } from './HeaderSearch';

const input = <input type="search" role="combobox" aria-label="Buscar en el portal" aria-expanded aria-controls="resultados" defaultValue="bosch" />;

const results = (
  <div id="resultados" role="listbox" aria-label="Resultados de la búsqueda">
    {/* biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (WAI-ARIA combobox pattern) */}
    <div role="group" aria-labelledby="g-marcas">
      <span id="g-marcas">Marcas</span>
      <div role="option" aria-selected="true" tabIndex={-1}>
        Bosch
        <small>Baterías, frenos</small>
      </div>
      <div role="option" aria-selected="false" tabIndex={-1}>
        Bosch Car Service
        <small>Talleres</small>
      </div>
    </div>
  </div>
);

const meta = {
  title: 'Navegación/HeaderSearch',
  component: HeaderSearch,
  tags: ['autodocs'],
  args: { input, results },
  argTypes: { input: { control: false }, results: { control: false } },
  render: (args) => (
    <div style={{ height: 240 }}>
      <HeaderSearch {...args} />
    </div>
  ),
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Los resultados van bajo el campo, agrupados, y la opción activa se distingue. */
export const ResultsUnderTheField: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Buscar en el portal' });
    const list = canvas.getByRole('listbox', { name: 'Resultados de la búsqueda' });
    await expect(list.getBoundingClientRect().top).toBeGreaterThan(box.getBoundingClientRect().bottom);
    const [active, other] = within(list).getAllByRole('option');
    await expect(getComputedStyle(active!).backgroundColor).not.toBe(getComputedStyle(other!).backgroundColor);
  },
};

/** Sin resultados, solo el campo; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { results: null, input: <input type="search" role="combobox" aria-label="Buscar en el portal" aria-expanded={false} /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('listbox')).toBeNull();
  },
};
