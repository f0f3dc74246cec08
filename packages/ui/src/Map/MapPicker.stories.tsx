import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { MapPicker, type MapPickerProps } from './MapPicker';
import type { LatLng } from './types';

/** Keeps the chosen position, as a form would. */
function Stateful(args: MapPickerProps) {
  const [value, setValue] = useState<LatLng | null>(args.value);
  return (
    <MapPicker
      {...args}
      value={value}
      onChange={(p) => {
        setValue(p);
        args.onChange(p);
      }}
    />
  );
}

const meta = {
  title: 'Formularios/MapPicker',
  component: MapPicker,
  tags: ['autodocs'],
  args: { value: null, onChange: fn(), label: 'Ubicación del punto de venta en el mapa' },
  render: (args) => <Stateful {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MapPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Ubicación del punto de venta en el mapa' });
const ready = async (canvasElement: HTMLElement) => {
  const map = region(canvasElement);
  await waitFor(() => expect(map).toHaveAttribute('data-outlines', 'ready'), { timeout: 15_000 });
  return map;
};

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Sin ubicación, una pulsación en el mapa pone la chincheta allí (en el centro: Madrid, la vista por defecto). */
export const ClickPutsThePin: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const map = await ready(canvasElement);
    await expect(within(canvasElement).getByText(/^Sin ubicación/)).toBeVisible();
    await expect(within(map).queryByRole('button', { name: 'Ubicación' })).toBeNull();
    const pane = map.querySelector<HTMLElement>('.leaflet-container')!;
    const box = pane.getBoundingClientRect();
    fireEvent.click(pane, { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 });
    await expect(await within(map).findByRole('button', { name: 'Ubicación' })).toBeVisible();
    const [{ lat, lng }] = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [LatLng];
    await expect(Math.abs(lat - 40.417229)).toBeLessThan(0.01);
    await expect(Math.abs(lng - -3.702814)).toBeLessThan(0.01);
    await expect(within(canvasElement).getByText(/^Latitud 40,4\d+, longitud -3,7\d+\.$/)).toBeVisible();
  },
};

/** Con la chincheta enfocada, las flechas la mueven; cada movimiento avisa con la nueva posición. */
export const ArrowKeysMoveThePin: Story = {
  tags: ['!autodocs'],
  args: { value: { lat: 41.6488, lng: -0.8891 } },
  play: async ({ canvasElement, args }) => {
    const map = await ready(canvasElement);
    await expect(within(canvasElement).getByText('Latitud 41,648800, longitud -0,889100.')).toBeVisible();
    const pin = within(map).getByRole('button', { name: 'Ubicación' });
    pin.focus();
    await userEvent.keyboard('{ArrowRight}');
    const [east] = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [LatLng];
    await expect(east.lng).toBeGreaterThan(-0.8891);
    await expect(east.lat).toBeCloseTo(41.6488, 3);
    await userEvent.keyboard('{ArrowUp}');
    const [north] = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [LatLng];
    await expect(north.lat).toBeGreaterThan(41.6488);
    await expect(pin).toHaveFocus();
  },
};

/** «Marcar el centro del mapa» pone la chincheta en el centro de la vista. */
export const CentreButton: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const map = await ready(canvasElement);
    await userEvent.click(within(map).getByRole('button', { name: 'Marcar el centro del mapa' }));
    // The centre of the view, give or take a pixel's rounding (about 150 m at zoom 9).
    const [{ lat, lng }] = (args.onChange as ReturnType<typeof fn>).mock.calls.at(-1) as [LatLng];
    await expect(lat).toBeCloseTo(40.417229, 2);
    await expect(lng).toBeCloseTo(-3.702814, 2);
    await expect(within(canvasElement).getByText(/^Latitud 40,41\d+, longitud -3,70\d+\.$/)).toBeVisible();
  },
};

/** Desactivado, ni las pulsaciones ni el botón cambian la ubicación. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { value: { lat: 38.3452, lng: -0.481 }, disabled: true },
  play: async ({ canvasElement, args }) => {
    const map = await ready(canvasElement);
    await expect(within(map).getByRole('button', { name: 'Marcar el centro del mapa' })).toBeDisabled();
    const pane = map.querySelector<HTMLElement>('.leaflet-container')!;
    const box = pane.getBoundingClientRect();
    fireEvent.click(pane, { clientX: box.left + 40, clientY: box.top + box.height - 40 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Sin servidor de teselas, a escala de población el mapa base dibuja los términos municipales y los nombres de las poblaciones, con su atribución. */
export const TownNames: Story = {
  tags: ['!autodocs'],
  args: { value: { lat: 40.54746, lng: -3.64197 } },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await waitFor(() => expect(within(map).getByText('Alcobendas', { selector: '.socios-map-label span' })).toBeVisible(), { timeout: 15_000 });
    await expect(within(map).getByText(/© IGN España · GeoNames \(CC BY 4\.0\)/)).toBeVisible();
  },
};

/** Un lugar dado en `focus` (una población buscada por su nombre) lleva el mapa allí. */
export const FocusMovesTheMap: Story = {
  tags: ['!autodocs'],
  render: function Render(args) {
    const [focus, setFocus] = useState<MapPickerProps['focus']>(null);
    return (
      <>
        <button type="button" onClick={() => setFocus({ lat: 40.30571, lng: -3.73295, zoom: 12 })}>
          Ir a Getafe
        </button>
        <Stateful {...args} focus={focus} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const map = await ready(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ir a Getafe' }));
    await waitFor(() => expect(within(map).getByText('Getafe', { selector: '.socios-map-label span' })).toBeVisible(), { timeout: 15_000 });
  },
};
