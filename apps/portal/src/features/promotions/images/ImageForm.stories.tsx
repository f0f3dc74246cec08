import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ImageForm } from './ImageForm';
import { storyCategories, storyImages, storyImageUrl } from './storyFixture';

const meta = {
  title: 'Áreas/Mis Promociones/ImageForm',
  component: ImageForm,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 820 } } },
  args: { image: null, categories: storyCategories, imageUrl: storyImageUrl, onSave: fn(async () => true), onClose: fn() },
} satisfies Meta<typeof ImageForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** A real PNG drawn on a canvas, as a file the member would choose. */
async function pngFile(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 40;
  canvas.height = 30;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#c62828';
    context.fillRect(0, 0, 40, 30);
  }
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('toBlob'))), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const fileInput = (element: HTMLElement) => element.ownerDocument.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');

/** Una imagen nueva: el fichero, el nombre, la categoría y si se comparte con el grupo. */
export const Playground: Story = {};

/** Sin fichero no se envía; un .gif se rechaza con el texto del spec; un .png propone su nombre y se envía. */
export const AddChecksThenSaves: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Añadir imagen' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Debe seleccionar una imagen');
    const input = fileInput(canvasElement);
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['GIF89a'], 'animada.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(await dialog.findByText('No se permiten imágenes con esta extensión.')).toBeVisible();
    await userEvent.upload(input, await pngFile('Oferta de verano.png'));
    await waitFor(() => expect(dialog.getByLabelText(/^Nombre/)).toHaveValue('Oferta de verano'));
    await expect(dialog.getByText('Fichero seleccionado: Oferta de verano.png')).toBeVisible();
    await userEvent.selectOptions(dialog.getByLabelText('Categoría'), 'Ofertas');
    await userEvent.click(dialog.getByRole('checkbox', { name: /Compartir con el grupo/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    await expect(args.onSave).toHaveBeenCalledWith({
      IMG_NOMBRE: 'Oferta de verano',
      IMG_ID_CATEGORIA: 2,
      IMG_COMPARTIDA: true,
      picture: expect.objectContaining({ extension: 'png', name: 'Oferta de verano', base64: expect.stringMatching(/^iVBORw0KGgo/) }),
    });
  },
};

/** Más de 2048 KB: el texto del spec y nada elegido. */
export const TooLarge: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Añadir imagen' }));
    const input = fileInput(canvasElement);
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([new Uint8Array(2048 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' }));
    await expect(await dialog.findByText('No se permiten imágenes superiores a 2MB.')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(await dialog.findByText('Debe seleccionar una imagen')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Al editar: los datos guardados; sin fichero nuevo se conserva la imagen; sin nombre no se envía. */
export const EditKeepsPicture: Story = {
  tags: ['!autodocs'],
  args: { image: storyImages[1] },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Editar imagen' }));
    await expect(dialog.getByLabelText(/^Nombre/)).toHaveValue('Descuento en frenos');
    await expect(dialog.getByLabelText('Categoría')).toHaveDisplayValue('Ofertas');
    await expect(dialog.getByRole('checkbox', { name: /Compartir con el grupo/ })).toBeChecked();
    await expect(dialog.getByRole('img', { name: 'Vista previa de Descuento en frenos' })).toBeVisible();
    await userEvent.clear(dialog.getByLabelText(/^Nombre/));
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Debe indicar el nombre de la imagen');
    await userEvent.type(dialog.getByLabelText(/^Nombre/), 'Frenos a mitad de precio');
    await userEvent.selectOptions(dialog.getByLabelText('Categoría'), 'Ninguna categoria');
    await userEvent.click(dialog.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({ IMG_NOMBRE: 'Frenos a mitad de precio', IMG_ID_CATEGORIA: null, IMG_COMPARTIDA: true, picture: null }),
    );
  },
};
