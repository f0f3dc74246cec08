import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { NewsIcon } from '../icons';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { MediaFrame } from './MediaFrame';

/** A tall inline image, so stories never depend on the network and show the frame keeps its shape. */
const TALL =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="320"><rect width="180" height="320" fill="#1565c0"/><rect y="200" width="180" height="120" fill="#64b5f6"/></svg>',
  );

const fallback = (
  <>
    <NewsIcon size={32} />
    <span>Imagen no disponible</span>
  </>
);

const meta = {
  title: 'Datos/MediaFrame',
  component: MediaFrame,
  tags: ['autodocs'],
  args: { src: TALL, variant: 'card', fallback },
  argTypes: { variant: { control: 'inline-radio', options: ['card', 'thumbnail', 'banner'] }, fallback: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof MediaFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Una imagen alta no estira el marco: sigue siendo 16:9. */
export const KeepsItsShape: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img') as HTMLImageElement;
    await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
    const frame = img.parentElement as HTMLElement;
    const box = frame.getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(1.5);
    await expect(frame).toHaveAttribute('data-media', 'image');
  },
};

/** Si la imagen no carga, el marco muestra su sustituto. */
export const BrokenImage: Story = {
  tags: ['!autodocs'],
  args: { src: '/no-existe.png' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Imagen no disponible')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** Las tres formas, con y sin imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={3}>
      <Inline align="stretch">
        <div style={{ width: 240 }}>
          <MediaFrame src={TALL} />
        </div>
        <div style={{ width: 240 }}>
          <MediaFrame src={null} fallback={fallback} />
        </div>
      </Inline>
      <Inline align="stretch" style={{ height: 96 }}>
        <MediaFrame variant="thumbnail" src={TALL} />
        <MediaFrame variant="thumbnail" src={null} fallback={<NewsIcon size={24} />} />
      </Inline>
      <MediaFrame variant="banner" src={null} fallback={fallback} />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Imagen no disponible')).toHaveLength(2);
  },
};
