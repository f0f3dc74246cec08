import { CSV_EXTENSIONS, DOCUMENT_EXTENSIONS } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Uploader, type UploaderProps } from './Uploader';

const meta = {
  title: 'Formularios/Uploader',
  component: Uploader,
  tags: ['autodocs'],
  args: {
    extensions: DOCUMENT_EXTENSIONS,
    onFile: fn(),
    onReject: fn(),
    hint: 'Tipos admitidos: csv, pdf, png, svg, jpg, xls, xlsx, ppt, pptx, docx, doc, txt',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Uploader>;

export default meta;
type Story = StoryObj<typeof meta>;

const LABEL = 'Arrastre un fichero aquí o haga clic para seleccionarlo';
const file = (name: string, size = 10, type = 'text/plain') => new File([new Uint8Array(size)], name, { type });
const zone = (canvasElement: HTMLElement, name: string | RegExp = new RegExp(`^${LABEL}`)) => within(canvasElement).getByRole('button', { name });
const transfer = (f: File) => {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(f);
  return dataTransfer;
};
// A real DataTransfer in a real DragEvent, as Chromium gives it to a drop zone (fireEvent would copy it empty).
const dragEvent = (target: HTMLElement, type: 'dragenter' | 'drop', f: File) =>
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer(f) }));
const drop = (target: HTMLElement, f: File) => dragEvent(target, 'drop', f);
const dragOver = (target: HTMLElement) => dragEvent(target, 'dragenter', file('contactos.csv'));

/** Keeps the uploaded file name, as a screen would. */
function Stateful(args: UploaderProps) {
  const [name, setName] = useState<string | null>(args.fileName ?? null);
  return (
    <Uploader
      {...args}
      fileName={name}
      onFile={(f) => {
        setName(f.name);
        args.onFile(f);
      }}
    />
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** En reposo, sin avisos. */
export const Idle: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const button = zone(canvasElement);
    await expect(button).toHaveAttribute('data-state', 'idle');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Al arrastrar un archivo encima cambia de aspecto. */
export const Dragging: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const button = zone(canvasElement);
    dragOver(button);
    // While a file is over it the zone says where to drop it (and that becomes its name).
    await waitFor(() => expect(button).toHaveAttribute('data-state', 'dragging'));
    await expect(within(canvasElement).getByText('Suelte el fichero aquí')).toBeVisible();
  },
};

/** Un tipo no admitido se rechaza con su texto. */
export const WrongType: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    drop(zone(canvasElement), file('virus.exe'));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Tipo de archivo incorrecto.');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'error');
    await expect(args.onReject).toHaveBeenCalledWith('type', 'Tipo de archivo incorrecto.');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Un archivo de más de 12 MB se rechaza con su texto. */
export const TooLarge: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    drop(zone(canvasElement), file('catalogo.pdf', 12 * 1024 * 1024 + 1, 'application/pdf'));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('No se permiten ficheros superiores a 12MB.');
    await expect(args.onReject).toHaveBeenCalledWith('size', 'No se permiten ficheros superiores a 12MB.');
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

/** Un archivo válido queda aceptado. */
export const Uploaded: Story = {
  tags: ['!autodocs'],
  render: (args) => <Stateful {...args} />,
  args: { extensions: CSV_EXTENSIONS, hint: 'Solo ficheros .csv' },
  play: async ({ canvasElement, args }) => {
    // Case- and accent-insensitive: '.CSV' and '.csv' pass, a file at exactly 12 MB too.
    drop(zone(canvasElement), file('Contactos.CSV', 12 * 1024 * 1024, 'text/csv'));
    await within(canvasElement).findByText('Fichero seleccionado: Contactos.CSV');
    await expect(zone(canvasElement)).toHaveAttribute('data-state', 'uploaded');
    await expect(args.onFile).toHaveBeenCalledTimes(1);
    drop(zone(canvasElement), file('contactos.xlsx'));
    await within(canvasElement).findByRole('alert');
    drop(zone(canvasElement), file('otros.csv'));
    await within(canvasElement).findByText('Fichero seleccionado: otros.csv');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** Se alcanza con Tab y abre el selector con Enter. */
export const Keyboard: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(zone(canvasElement)).toHaveFocus();
    // The picker itself cannot open in a test; the input behind the zone accepts the listed extensions.
    const input = canvasElement.querySelector('input[type="file"]');
    await expect(input).toHaveAttribute('accept', DOCUMENT_EXTENSIONS.map((e) => `.${e}`).join(','));
  },
};

/** Desactivado. */
export const Disabled: Story = {
  tags: ['!autodocs'],
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    await expect(zone(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    drop(zone(canvasElement), file('informe.pdf'));
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

const states = ['Reposo', 'Arrastrando', 'Error de tipo', 'Error de tamaño', 'Subido'] as const;

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  decorators: [(Story) => <Story />],
  render: (args) => (
    <CatalogGrid
      caption="Uploader: estados"
      columns={states}
      rows={[
        {
          title: 'csv',
          cells: states.map((s) => (
            <div key={s} style={{ width: 200 }}>
              <Uploader {...args} extensions={CSV_EXTENSIONS} label={`Fichero (${s})`} hint="Solo .csv" fileName={s === 'Subido' ? 'contactos.csv' : null} />
            </div>
          )),
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    dragOver(zone(canvasElement, /Fichero \(Arrastrando\)/));
    drop(zone(canvasElement, /Fichero \(Error de tipo\)/), file('foto.png'));
    drop(zone(canvasElement, /Fichero \(Error de tamaño\)/), file('grande.csv', 13 * 1024 * 1024));
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    await expect(canvas.getByRole('button', { name: /Suelte el fichero aquí/ })).toHaveAttribute('data-state', 'dragging');
  },
};
