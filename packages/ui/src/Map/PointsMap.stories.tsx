import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MapPicker } from './MapPicker';
import { PointsMap } from './PointsMap';
import type { MapPoint } from './types';

/** Members and points of sale in real Spanish and Portuguese towns; three near Madrid, two sharing one address. */
const POINTS: MapPoint[] = [
  { id: 'socio-1', kind: 'member', lat: 40.4168, lng: -3.7038, title: 'Recambios Demo' },
  { id: 'pv-1', kind: 'pointOfSale', lat: 40.3223, lng: -3.8649, title: 'Recambios Demo Móstoles' },
  { id: 'pv-2', kind: 'pointOfSale', lat: 40.4818, lng: -3.3643, title: 'Recambios Demo Alcalá' },
  { id: 'socio-2', kind: 'member', lat: 39.4699, lng: -0.3763, title: 'Autorecambios Levante' },
  { id: 'pv-3', kind: 'pointOfSale', lat: 39.4699, lng: -0.3763, title: 'Autorecambios Levante Centro' },
  { id: 'socio-3', kind: 'member', lat: 41.3874, lng: 2.1686, title: 'Recambios Ñandú Barcelona' },
  { id: 'socio-4', kind: 'member', lat: 38.7223, lng: -9.1393, title: 'Peças Lisboa, Lda.' },
  { id: 'socio-5', kind: 'member', lat: 43.263, lng: -2.935, title: 'Recambios Bilbao' },
];

const meta = {
  title: 'Datos/PointsMap',
  component: PointsMap,
  tags: ['autodocs'],
  args: { points: POINTS, label: 'Mapa de socios' },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof PointsMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Mapa de socios' });
/** Waits until the country outlines are on the map. */
const outlinesDrawn = async (canvasElement: HTMLElement) => {
  const map = region(canvasElement);
  await waitFor(() => expect(map).toHaveAttribute('data-outlines', 'ready'), { timeout: 15_000 });
  return map;
};

/**
 * A mouse click on a marker, as Chromium sends it (a PointerEvent of type 'mouse'). Leaflet takes a click of unknown
 * pointer type for a touch and makes two of them in a row a double click (a zoom); user-event's clicks are of that
 * kind, so two markers clicked one after the other would zoom the map.
 */
const mouseClick = (el: HTMLElement) => {
  const box = el.getBoundingClientRect();
  const at = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2, bubbles: true, cancelable: true, detail: 1 };
  el.dispatchEvent(new PointerEvent('click', { ...at, pointerType: 'mouse' }));
};

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Sin servidor de teselas el mapa dibuja los contornos de los países: España y Portugal, nunca un recuadro gris. */
export const DrawsSpainAndPortugal: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    // Each country is one outline path, named by its ISO code: Spain 724, Portugal 620.
    await expect(map.querySelector('path.socios-country-724')).not.toBeNull();
    await expect(map.querySelector('path.socios-country-620')).not.toBeNull();
    const spain = map.querySelector('path.socios-country-724')!.getBoundingClientRect();
    await expect(spain.width).toBeGreaterThan(100);
    await expect(within(map).getByText('Socio')).toBeVisible();
    await expect(within(map).getByText('Punto de venta')).toBeVisible();
  },
};

/** Los puntos cercanos se agrupan con su número; al pulsar el grupo el mapa se acerca y se separan. */
export const ClustersSplitOnClick: Story = {
  tags: ['!autodocs'],
  args: { points: POINTS.slice(0, 3), view: { lat: 40.4, lng: -3.7, zoom: 6 } },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    const view = within(map);
    const cluster = await view.findByRole('button', { name: '3 ubicaciones: 1 socio y 2 puntos de venta' });
    await expect(cluster).toHaveTextContent('3');
    mouseClick(cluster);
    // One zoom step later Alcalá stands apart; Madrid and Móstoles, closer, need one more.
    await expect(await view.findByRole('button', { name: 'Recambios Demo Alcalá (Punto de venta)' }, { timeout: 5000 })).toBeVisible();
    mouseClick(view.getByRole('button', { name: '2 ubicaciones: 1 socio y 1 punto de venta' }));
    await expect(await view.findByRole('button', { name: 'Recambios Demo (Socio)' }, { timeout: 5000 })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Recambios Demo Móstoles (Punto de venta)' })).toBeVisible();
    await expect(view.queryByRole('button', { name: /^3 ubicaciones/ })).toBeNull();
  },
};

/** Al pulsar un marcador se abre su ficha; «Ver todos» encuadra todos los puntos, de Lisboa a Barcelona. */
export const PopupAndFitAll: Story = {
  tags: ['!autodocs'],
  args: {
    renderPopup: (p) => (
      <div>
        <strong>{p.title}</strong>
        <div>{p.kind === 'member' ? 'Socio del grupo' : 'Punto de venta'}</div>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    const view = within(map);
    await expect(view.queryByRole('button', { name: /Lisboa/ })).toBeNull();
    await userEvent.click(view.getByRole('button', { name: 'Ver todos' }));
    await waitFor(() => expect(view.getByRole('button', { name: 'Peças Lisboa, Lda. (Socio)' })).toBeVisible(), { timeout: 5000 });
    await expect(view.getByRole('button', { name: 'Recambios Ñandú Barcelona (Socio)' })).toBeVisible();
    mouseClick(view.getByRole('button', { name: 'Peças Lisboa, Lda. (Socio)' }));
    await expect(await view.findByText('Socio del grupo')).toBeVisible();
    await expect(view.getByText('Peças Lisboa, Lda.', { selector: 'strong' })).toBeVisible();
  },
};

/** Un socio y su punto de venta en la misma dirección no se separan nunca: el grupo abre la lista de ambos. */
export const SamePlaceListsBoth: Story = {
  tags: ['!autodocs'],
  args: { view: { lat: 39.4699, lng: -0.3763, zoom: 17 } },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    const view = within(map);
    mouseClick(await view.findByRole('button', { name: '2 ubicaciones: 1 socio y 1 punto de venta' }));
    const list = await view.findByRole('list', { name: '2 ubicaciones en este lugar' });
    await expect(within(list).getByText('Autorecambios Levante')).toBeVisible();
    await expect(within(list).getByText('Autorecambios Levante Centro')).toBeVisible();
  },
};

/** Con una URL de teselas que no responde, los contornos siguen debajo: el mapa nunca queda gris. */
export const TilesThatFailKeepOutlines: Story = {
  tags: ['!autodocs'],
  args: { tileUrl: '/teselas-inexistentes/{z}/{x}/{y}.png', tileAttribution: 'Teselas de prueba' },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    await expect(map.querySelector('path.socios-country-724')).not.toBeNull();
    // The tiles' credit beside the base map's own.
    await expect(within(map).getByText(/Teselas de prueba/)).toBeVisible();
    await waitFor(() => expect(map.querySelectorAll('img.leaflet-tile').length).toBeGreaterThan(0));
  },
};

/** Sin puntos el mapa se dibuja igual y «Ver todos» queda desactivado. */
export const NoPoints: Story = {
  tags: ['!autodocs'],
  args: { points: [] },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    await expect(within(map).getByRole('button', { name: 'Ver todos' })).toBeDisabled();
  },
};

/** Un punto elegido fuera del mapa («Ver en el mapa») se muestra de cerca con su ficha abierta. */
export const SelectedPointOpens: Story = {
  tags: ['!autodocs'],
  args: { selectedId: 'socio-5' },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    const view = within(map);
    await expect(await view.findByText('Recambios Bilbao', { selector: 'strong' })).toBeVisible();
    await expect(view.getByRole('button', { name: 'Recambios Bilbao (Socio)' })).toBeVisible();
  },
};

/** El mapa de puntos (grupos, puntos sueltos, leyenda) y el selector con su chincheta; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  // visual-settles: the maps are re-centred after the switch to 375 px on a sub-pixel offset (vitest.setup.ts).
  tags: ['visual', 'visual-settles'],
  decorators: [(Story) => <div style={{ display: 'grid', gap: 24, maxWidth: 900 }}>{Story()}</div>],
  render: (args) => (
    <>
      <PointsMap {...args} view={{ lat: 40.2, lng: -3.5, zoom: 5 }} height={360} />
      <MapPicker label="Ubicación del punto de venta en el mapa" value={{ lat: 39.4699, lng: -0.3763 }} onChange={() => {}} height={240} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await outlinesDrawn(canvasElement);
    const picker = within(canvasElement).getByRole('region', { name: 'Ubicación del punto de venta en el mapa' });
    await waitFor(() => expect(picker).toHaveAttribute('data-outlines', 'ready'), { timeout: 15_000 });
    await expect(await within(picker).findByRole('button', { name: 'Ubicación' })).toBeVisible();
  },
};

/** Desde el teclado: cada marcador es un botón; Intro abre su ficha. */
export const KeyboardOpensPopup: Story = {
  tags: ['!autodocs'],
  args: { view: { lat: 43.263, lng: -2.935, zoom: 9 } },
  play: async ({ canvasElement }) => {
    const map = await outlinesDrawn(canvasElement);
    const marker = await within(map).findByRole('button', { name: 'Recambios Bilbao (Socio)' });
    marker.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(map).findByText('Recambios Bilbao', { selector: 'strong' })).toBeVisible();
  },
};
