import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Card } from '../Card';
import { type DashboardBlock, DashboardGrid } from './DashboardGrid';

const blocks: DashboardBlock[] = [
  { id: 'a', title: 'Noticias favoritas', defaultLayout: { x: 0, y: 0, w: 6, h: 4 }, content: <Card title="Noticias favoritas">Tres noticias</Card> },
  { id: 'b', title: 'Proveedores favoritos', defaultLayout: { x: 6, y: 0, w: 6, h: 4 }, content: <Card title="Proveedores favoritos">Dos proveedores</Card> },
  { id: 'c', title: 'Documentos favoritos', defaultLayout: { x: 0, y: 4, w: 12, h: 3 }, content: <Card title="Documentos favoritos">Un documento</Card> },
];

const meta = {
  title: 'Datos/DashboardGrid',
  component: DashboardGrid,
  tags: ['autodocs'],
  args: { blocks, editing: false, onLayoutChange: fn() },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ width: 1100, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof DashboardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Sin disposición guardada cada bloque va a su sitio por defecto. */
export const DefaultPlaces: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('region', { name: 'Noticias favoritas' });
    const second = canvas.getByRole('region', { name: 'Proveedores favoritos' });
    const third = canvas.getByRole('region', { name: 'Documentos favoritos' });
    await waitFor(() => expect(second.getBoundingClientRect().left).toBeGreaterThan(first.getBoundingClientRect().right));
    await expect(third.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

/** Una disposición guardada cambia el orden de los bloques. */
export const StoredLayout: Story = {
  tags: ['!autodocs'],
  args: {
    layout: [
      { i: 'c', x: 0, y: 0, w: 12, h: 3 },
      { i: 'a', x: 0, y: 3, w: 6, h: 4 },
      { i: 'b', x: 6, y: 3, w: 6, h: 4 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const docs = await canvas.findByRole('region', { name: 'Documentos favoritos' });
    await waitFor(() =>
      expect(docs.getBoundingClientRect().top).toBeLessThan(canvas.getByRole('region', { name: 'Noticias favoritas' }).getBoundingClientRect().top),
    );
  },
};

/** Una disposición guardada con huecos (un bloque en la fila 20) se compacta hacia arriba, como la dejaría el editor. */
export const CompactsStoredGaps: Story = {
  tags: ['!autodocs'],
  args: {
    layout: [
      { i: 'a', x: 0, y: 0, w: 6, h: 4 },
      { i: 'b', x: 6, y: 0, w: 6, h: 4 },
      { i: 'c', x: 0, y: 20, w: 12, h: 3 },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('region', { name: 'Noticias favoritas' });
    const docs = canvas.getByRole('region', { name: 'Documentos favoritos' });
    // Four rows of 40 px and their gaps: the documents start one gap (16 px) under the first row of blocks.
    await waitFor(() => expect(docs.getBoundingClientRect().top - first.getBoundingClientRect().bottom).toBeLessThan(40));
    await expect(docs.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

/** Al organizar, react-grid-layout (cargado entonces) pone una barra para mover y una esquina para redimensionar en cada bloque. */
export const Editing: Story = {
  tags: ['!autodocs'],
  args: { editing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mover «Noticias favoritas»')).toBeVisible();
    await expect(canvasElement.querySelectorAll('.react-resizable-handle').length).toBe(3);
  },
};

/** En un contenedor estrecho los bloques se apilan en una columna. */
export const StackedWhenNarrow: Story = {
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ width: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('region', { name: 'Noticias favoritas' });
    const second = canvas.getByRole('region', { name: 'Proveedores favoritos' });
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom - 1);
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { editing: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('region')).toHaveLength(3);
  },
};
