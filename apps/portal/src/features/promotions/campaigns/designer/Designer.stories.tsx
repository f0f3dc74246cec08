import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { leafletDesign, offerTemplate, renderedPicture, storySource } from '../campaignFixture';
import Designer from './Designer';

const meta = {
  title: 'Áreas/Mis Promociones/Designer',
  component: Designer,
  tags: ['autodocs'],
  args: {
    current: null,
    fields: { CAM_TITULO: 'Pastillas de freno -20 %', CAM_PIE: 'Recambios Demo' },
    source: storySource(),
    onAccept: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Designer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The designer is a portalled dialog: queries start at the body. */
const screen = () => within(document.body);
const page = () => screen().getByRole('group', { name: 'Página del diseño' });

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Con un diseño guardado, se puede mantener; las plantillas se ofrecen con su vista previa. */
export const ChooseStart: Story = {
  tags: ['!autodocs'],
  args: { source: storySource({ loadCampaignDesign: async () => offerTemplate }) },
  play: async () => {
    const s = screen();
    const templates = await s.findByRole('list', { name: 'Plantillas' });
    await expect(within(templates).getByRole('button', { name: 'Oferta del mes' })).toBeVisible();
    await userEvent.click(await s.findByRole('button', { name: 'Mantener el diseño actual' }));
    await expect(within(page()).getByRole('button', { name: 'Texto 4: ¡Visítenos!' })).toBeVisible();
  },
};

/**
 * Seleccionar un elemento y cambiarlo: el texto ligado al título pasa a texto fijo, cambia su tamaño y alineación, y
 * 'Aceptar' entrega las líneas cambiadas con la imagen generada.
 */
export const SelectAndEdit: Story = {
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Oferta del mes' }));
    const title = await within(page()).findByRole('button', { name: 'Texto 3: Pastillas de freno -20 %' });
    await expect(title).toHaveTextContent('Pastillas de freno -20 %');
    await userEvent.click(title);
    await expect(title).toHaveAttribute('aria-pressed', 'true');
    await userEvent.selectOptions(s.getByRole('combobox', { name: 'Campo de la campaña' }), 'Texto fijo');
    const text = s.getByRole('textbox', { name: 'Texto' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Gran oferta');
    await expect(within(page()).getByRole('button', { name: 'Texto 3: Gran oferta' })).toHaveTextContent('Gran oferta');
    await userEvent.selectOptions(s.getByRole('combobox', { name: 'Alineación' }), 'Derecha');
    await userEvent.click(s.getByRole('checkbox', { name: 'Negrita' }));
    await userEvent.click(s.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledTimes(1));
    const result = (args.onAccept as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(result.image).toBe(renderedPicture);
    await expect(result.lines.find((l: { id: number }) => l.id === 3)).toMatchObject({
      campo: null,
      texto: 'Gran oferta',
      alineacion: 'right',
      negrita: false,
    });
  },
};

/** Con el teclado: un elemento enfocado se mueve con las flechas y cambia de tamaño con Mayús + flechas. */
export const KeyboardMoveAndResize: Story = {
  tags: ['!autodocs'],
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Oferta del mes' }));
    const text = await within(page()).findByRole('button', { name: 'Texto 4: ¡Visítenos!' });
    text.focus();
    await userEvent.keyboard('{Enter}');
    await expect(s.getByRole('spinbutton', { name: 'Columna' })).toHaveValue(2);
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    await expect(s.getByRole('spinbutton', { name: 'Columna' })).toHaveValue(3);
    await expect(s.getByRole('spinbutton', { name: 'Fila' })).toHaveValue(11);
    await userEvent.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    await expect(s.getByRole('spinbutton', { name: 'Ancho' })).toHaveValue(19);
  },
};

/** Añadir una caja, un texto dentro de ella y una imagen de la galería; eliminar la caja quita también su texto. */
export const AddAndRemove: Story = {
  tags: ['!autodocs'],
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Página en blanco' }));
    await userEvent.click(s.getByRole('button', { name: 'Añadir caja' }));
    await expect(within(page()).getByRole('button', { name: 'Caja 2' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(s.getByRole('button', { name: 'Añadir texto' }));
    await expect(within(page()).getByRole('button', { name: 'Texto 3: Nuevo texto' })).toBeVisible();
    await userEvent.click(within(page()).getByRole('button', { name: 'Caja 2' }));
    await userEvent.click(s.getByRole('button', { name: 'Eliminar elemento' }));
    await expect(within(page()).queryByRole('button', { name: /^Texto 3/ })).toBeNull();
    await userEvent.click(s.getByRole('button', { name: 'Añadir imagen' }));
    await userEvent.click(await s.findByRole('button', { name: 'Neumático (Grupo)' }));
    await expect(within(page()).getByRole('button', { name: 'Imagen 2' })).toBeVisible();
  },
};

/** Si la imagen no se puede generar, el diseñador dice por qué y no entrega nada. */
export const RenderRefused: Story = {
  tags: ['!autodocs'],
  args: { source: storySource({ render: async () => Promise.reject(new Error('Un elemento del diseño queda fuera de la página')) }) },
  play: async ({ args }) => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Página en blanco' }));
    await userEvent.click(s.getByRole('button', { name: 'Aceptar' }));
    await expect(await s.findByRole('alert')).toHaveTextContent('Un elemento del diseño queda fuera de la página');
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/**
 * Traer al frente y enviar al fondo: la caja pasa delante del texto (se dibuja después) y vuelve detrás, sin moverse
 * ni cambiar de tamaño.
 */
export const BringToFrontAndBack: Story = {
  tags: ['!autodocs'],
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Página en blanco' }));
    await userEvent.click(s.getByRole('button', { name: 'Añadir caja' }));
    await userEvent.click(page());
    await userEvent.click(s.getByRole('button', { name: 'Añadir texto' }));
    const order = () =>
      within(page())
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'));
    await expect(order()).toEqual(['Caja 2', 'Texto 3: Nuevo texto']);
    await userEvent.click(within(page()).getByRole('button', { name: 'Caja 2' }));
    const where = () => ['Columna', 'Fila', 'Ancho', 'Alto'].map((name) => (s.getByRole('spinbutton', { name }) as HTMLInputElement).value);
    const before = where();
    await userEvent.click(s.getByRole('button', { name: 'Traer al frente' }));
    await expect(order()).toEqual(['Texto 2: Nuevo texto', 'Caja 3']);
    await expect(within(page()).getByRole('button', { name: 'Caja 3' })).toHaveAttribute('aria-pressed', 'true');
    await expect(where()).toEqual(before);
    await userEvent.click(s.getByRole('button', { name: 'Enviar al fondo' }));
    await expect(order()).toEqual(['Caja 2', 'Texto 3: Nuevo texto']);
    await expect(where()).toEqual(before);
  },
};

/** Una imagen de la galería que no se puede cargar no se entrega rota: el diseñador lo dice y no acepta. */
export const BrokenImageRefused: Story = {
  tags: ['!autodocs'],
  args: { source: storySource({ loadImage: async () => Promise.reject(new Error('No encontrado')) }) },
  play: async ({ args }) => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Página en blanco' }));
    await userEvent.click(s.getByRole('button', { name: 'Añadir imagen' }));
    await userEvent.click(await s.findByRole('button', { name: 'Neumático (Grupo)' }));
    await expect(await within(page()).findByText('Imagen no disponible')).toBeVisible();
    await userEvent.click(s.getByRole('button', { name: 'Aceptar' }));
    await expect(await s.findByRole('alert')).toHaveTextContent('La imagen del elemento Imagen 2 no se puede cargar: elija otra o elimínela');
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** Drags `element` with the mouse by `dy` pixels down, in small steps as a hand does (react-grid-layout's drag). */
function dragDown(element: HTMLElement, dy: number) {
  const start = element.getBoundingClientRect();
  const x = start.left + start.width / 2;
  const y = start.top + start.height / 2;
  fireEvent.mouseDown(element, { button: 0, clientX: x, clientY: y });
  for (let step = 1; step <= 8; step++) fireEvent.mouseMove(document, { button: 0, clientX: x, clientY: y + (dy * step) / 8 });
  fireEvent.mouseUp(document, { button: 0, clientX: x, clientY: y + dy });
}

/** Where an element is on the designer's page, in whole pixels from its top left corner (the page may scroll). */
const placeOf = (element: Element) => {
  const r = element.getBoundingClientRect();
  const origin = page().getBoundingClientRect();
  return { left: Math.round(r.left - origin.left), top: Math.round(r.top - origin.top), width: Math.round(r.width), height: Math.round(r.height) };
};

/**
 * Los elementos se quedan donde están: arrastrar las fechas unos 40 px hacia abajo las baja dos filas y el pie no se
 * mueve; arrastradas encima del pie, lo tapan sin empujarlo; agrandar la descripción conserva su margen interior.
 */
export const ItemsKeepTheirPlace: Story = {
  tags: ['!autodocs'],
  args: {
    fields: { CAM_TITULO: 'Pastillas de freno -20 %', CAM_DESCRIPCION: 'Descuento en toda la gama Premium.', CAM_PIE: 'Recambios Demo' },
    source: storySource({ loadCampaignDesign: async () => leafletDesign }),
  },
  play: async () => {
    const s = screen();
    await userEvent.click(await s.findByRole('button', { name: 'Mantener el diseño actual' }));
    const dates = await within(page()).findByRole('button', { name: 'Texto 4: Del 1 al 31 de diciembre' });
    const footer = within(page()).getByRole('button', { name: 'Texto 5: Recambios Demo' });
    const title = within(page()).getByRole('button', { name: 'Texto 2: Pastillas de freno -20 %' });
    const footerAt = placeOf(footer);
    const titleAt = placeOf(title);
    const datesAt = placeOf(dates);
    const datesTop = dates.getBoundingClientRect().top - page().getBoundingClientRect().top;
    // Zoom 75 %: a row is 18.75 px, so 40 px is two rows.
    dragDown(dates, 40);
    await waitFor(() =>
      expect(Math.abs(dates.getBoundingClientRect().top - page().getBoundingClientRect().top - (datesTop + 2 * 18.75))).toBeLessThanOrEqual(1),
    );
    await userEvent.click(dates);
    await expect(s.getByRole('spinbutton', { name: 'Fila' })).toHaveValue(16);
    await expect(placeOf(footer)).toEqual(footerAt);
    await expect(placeOf(title)).toEqual(titleAt);
    // Two rows more: the dates lie over the footer, which stays where it was.
    dragDown(dates, 2 * 18.75);
    await waitFor(() => expect(Math.abs(dates.getBoundingClientRect().top - footer.getBoundingClientRect().top)).toBeLessThanOrEqual(1));
    await expect(placeOf(footer)).toEqual(footerAt);
    await expect(placeOf(dates).height).toBe(datesAt.height);
    // The description made taller from the keyboard keeps its letters off the box's edge (4 px × 75 %).
    const description = within(page()).getByRole('button', { name: /^Texto 3: Descuento/ });
    const inset = () => {
      const range = document.createRange();
      range.selectNodeContents(within(description).getByText('Descuento en toda la gama Premium.'));
      return range.getBoundingClientRect().left - description.getBoundingClientRect().left;
    };
    await expect(inset()).toBeGreaterThanOrEqual(2.9);
    description.focus();
    await userEvent.keyboard('{Shift>}{ArrowDown}{ArrowDown}{/Shift}');
    await expect(s.getByRole('spinbutton', { name: 'Alto' })).toHaveValue(8);
    await expect(inset()).toBeGreaterThanOrEqual(2.9);
    await expect(placeOf(footer)).toEqual(footerAt);
  },
};
