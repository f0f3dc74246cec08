import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Prose } from './Prose';

const text = (
  <>
    <h3>Condiciones de pago</h3>
    <p>Los pedidos se facturan a 60 días. Consulte las condiciones en https://www.ejemplo-de-una-direccion-muy-larga.es/condiciones-generales-del-grupo.</p>
    <ul>
      <li>Portes pagados desde 300 €.</li>
      <li>
        Devoluciones en <a href="#devoluciones">el formulario</a>.
      </li>
    </ul>
  </>
);

const meta = {
  title: 'Fundamentos/Prose',
  component: Prose,
  tags: ['autodocs'],
  args: { flow: 'even', children: text },
  argTypes: { flow: { control: 'inline-radio', options: ['native', 'even'] }, children: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Prose>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una dirección larga se parte en vez de desbordar la columna; el primer título no deja hueco arriba. */
export const LongWordsWrap: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const prose = canvasElement.querySelector('h3')?.parentElement as HTMLElement;
    await expect(prose.scrollWidth).toBeLessThanOrEqual(prose.clientWidth);
    await expect(getComputedStyle(within(prose).getByRole('heading')).marginTop).toBe('0px');
    await expect(within(prose).getByRole('link', { name: 'el formulario' })).toHaveAttribute('href', '#devoluciones');
  },
};

/** Los dos ritmos; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <>
      <Prose>{text}</Prose>
      <hr />
      <Prose flow="even">{text}</Prose>
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading')).toHaveLength(2);
  },
};
