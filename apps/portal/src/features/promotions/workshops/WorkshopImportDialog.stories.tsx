import { WORKSHOP_IMPORT_COLUMNS } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyCountries } from './storyFixture';
import { WorkshopImportDialog, type WorkshopImportDialogProps } from './WorkshopImportDialog';

const meta = {
  title: 'Áreas/Mis Promociones/WorkshopImportDialog',
  component: WorkshopImportDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 900 } } },
  args: {
    countries: storyCountries,
    send: fn<WorkshopImportDialogProps['send']>(async () => ({ ok: true, mensajeError: null, valorRetorno: { importados: 1, repetidos: 0 } })),
    onDone: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof WorkshopImportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const header = WORKSHOP_IMPORT_COLUMNS.map((c) => c.header).join(';');
const line = (name: string, address: string, phone = '') => `${name};Mecánica;;;${address};42001;Soria;Soria;${phone};;;;;;Alto`;
const csv = (...lines: string[]) => new File([`${header}\r\n${lines.join('\r\n')}\r\n`], 'talleres.csv', { type: 'text/csv' });

async function choose(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.ownerDocument.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
}

/** Las reglas del fichero, la plantilla, el país y el fichero. */
export const Playground: Story = {};

/** Un fichero con errores: se nombran las líneas, falta el país, y no se puede importar. */
export const LineErrorsRefused: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Importar talleres' }));
    await choose(canvasElement, csv(line('Taller Duero', 'Calle Real 1'), line('Taller Moncayo', '', '97a'), line('', 'Plaza 2')));
    const errors = await dialog.findByRole('list', { name: 'Errores del fichero' });
    await expect(
      within(errors)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Línea 3: El campo Dirección es obligatorio', 'Línea 3: El campo Teléfono solo admite números', 'Línea 4: El campo Nombre es obligatorio']);
    await expect(dialog.getByLabelText('País')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabelText('País')).toHaveAccessibleDescription(/Seleccione un país/);
    await userEvent.selectOptions(dialog.getByLabelText('País'), 'ESPAÑA');
    await expect(dialog.getByRole('status')).toHaveTextContent('1 taller válido; 3 errores: corrija el fichero y vuelva a cargarlo');
    await expect(dialog.getByRole('button', { name: 'Importar' })).toBeDisabled();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Las líneas repetidas que se quitan se nombran por su número de línea, no como una cuenta. */
export const RepeatedLinesNamed: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Importar talleres' }));
    await userEvent.selectOptions(dialog.getByLabelText('País'), 'ESPAÑA');
    const duero = line('Taller Duero', 'Calle Real 1', '975000111');
    await choose(canvasElement, csv(duero, line('Taller Moncayo', 'Plaza 2', '976000222'), duero));
    await expect(await dialog.findByRole('status')).toHaveTextContent('2 talleres válidos. Líneas repetidas eliminadas: la línea 4');
  },
};

/** Un fichero correcto con su país se envía entero, con las líneas y el país de todos. */
export const GoodFileSent: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Importar talleres' }));
    await userEvent.selectOptions(dialog.getByLabelText('País'), 'PORTUGAL');
    await choose(canvasElement, csv(line('Taller Duero', 'Calle Real 1', '975000111')));
    await userEvent.click(await dialog.findByRole('button', { name: 'Importar 1 taller' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ ok: true, imported: 1, repeated: 0 }));
    const [sent] = (args.send as ReturnType<typeof fn>).mock.calls[0] ?? [];
    await expect(sent).toMatchObject({ TAS_ID_PAIS: 2, LISTA_TALLERES: [{ line: 2, TAS_NOMBRE: 'Taller Duero', TAS_TELEFONO: '975000111', TAS_ID_PAIS: 2 }] });
  },
};

/** La negativa del servidor llega a la página con su texto. */
export const ServerRefusal: Story = {
  tags: ['!autodocs'],
  args: { send: fn<WorkshopImportDialogProps['send']>(async () => ({ ok: false, mensajeError: 'Hay 1 línea con errores', valorRetorno: null })) },
  play: async ({ canvasElement, args }) => {
    const dialog = within(body(canvasElement).getByRole('dialog', { name: 'Importar talleres' }));
    await userEvent.selectOptions(dialog.getByLabelText('País'), 'ESPAÑA');
    await choose(canvasElement, csv(line('Taller Duero', 'Calle Real 1')));
    await userEvent.click(await dialog.findByRole('button', { name: 'Importar 1 taller' }));
    await waitFor(() => expect(args.onDone).toHaveBeenCalledWith({ ok: false, message: 'Hay 1 línea con errores' }));
  },
};
