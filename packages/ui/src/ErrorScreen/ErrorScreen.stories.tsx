import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorScreen } from './ErrorScreen';

const meta = {
  title: 'Fundamentos/ErrorScreen',
  component: ErrorScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    code: '404',
    title: 'Pagina no encontrada',
    headingLevel: 1,
    description: 'La página que busca no existe o ha cambiado de dirección. Compruebe la dirección o vuelva al inicio del portal.',
    searchHint: 'Buscar en el portal…',
    action: <a href="#inicio">Volver al inicio</a>,
  },
  argTypes: { headingLevel: { control: 'inline-radio', options: [1, 2] }, action: { control: false } },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El código y la caja de búsqueda son decorativos: se lee el título, el texto y el enlace. */
export const ReadsTitleAndWayOn: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pagina no encontrada' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '#inicio');
  },
};

/** Dentro del marco del portal el título es un h2. */
export const Embedded: Story = {
  tags: ['!autodocs'],
  args: { as: 'div', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Pagina no encontrada' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('main')).toBeNull();
  },
};

/** La página 404; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Pagina no encontrada' })).toBeVisible();
  },
};
