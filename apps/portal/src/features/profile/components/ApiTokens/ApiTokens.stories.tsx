import type { TokenApi } from '@socios/api';
import { API_TOKEN_TEXTS } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ApiTokens } from './ApiTokens';

const demoTokens: TokenApi[] = [
  {
    ID: 2,
    NOMBRE: 'DMS mostrador',
    ALCANCE: 'pedidos',
    CREADO: '2026-11-02T09:15:00.000Z',
    ULTIMO_USO: '2026-11-27T17:40:12.000Z',
    CADUCA: '2027-02-02T09:15:00.000Z',
    CADUCADO: false,
  },
  {
    ID: 1,
    NOMBRE: 'Informes',
    ALCANCE: 'lectura',
    CREADO: '2026-05-10T08:00:00.000Z',
    ULTIMO_USO: null,
    CADUCA: '2026-06-09T08:00:00.000Z',
    CADUCADO: true,
  },
];

/** The token a story's creation answers. */
const NEW_TOKEN = 'pso_Q2FtYmlhIGVzdGUgdG9rZW4gcG9yIHVubyByZWFsIGRlbCBwb3J0YWw';

const meta = {
  title: 'Áreas/Mi Perfil/ApiTokens',
  component: ApiTokens,
  tags: ['autodocs'],
  args: {
    tokens: demoTokens,
    onCreate: fn(async () => NEW_TOKEN),
    onRevoke: fn(),
    docsHref: '/api/docs',
  },
} satisfies Meta<typeof ApiTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Crear un token: el formulario comprueba los campos con las reglas del servidor y el token se muestra una vez. */
export const CreateShowsTheTokenOnce: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const days = canvas.getByRole('spinbutton', { name: 'Duración (días)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Crear token' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(API_TOKEN_TEXTS.nameRequired);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nombre' }), 'Pedidos DMS');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Alcance' }), 'pedidos');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear token' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(API_TOKEN_TEXTS.daysInvalid);
    await expect(args.onCreate).not.toHaveBeenCalled();
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(canvas.getByRole('button', { name: 'Crear token' }));
    await expect(args.onCreate).toHaveBeenCalledWith({ nombre: 'Pedidos DMS', alcance: 'pedidos', dias: 30 });
    const shown = await canvas.findByRole('textbox', { name: 'Token' });
    await expect(shown).toHaveValue(NEW_TOKEN);
    await expect(canvas.getByRole('status')).toHaveTextContent(API_TOKEN_TEXTS.shownOnce);
    await userEvent.click(canvas.getByRole('button', { name: 'Hecho' }));
    await expect(canvas.queryByRole('textbox', { name: 'Token' })).toBeNull();
  },
};

/** La lista: nombre, alcance, fechas, caducados marcados; cada token se revoca con su botón. */
export const ListAndRevoke: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Tokens de API' });
    await expect(table).toHaveTextContent('DMS mostrador');
    await expect(table).toHaveTextContent('Nunca');
    await expect(table).toHaveTextContent('(caducado)');
    await userEvent.click(canvas.getByRole('button', { name: 'Revocar Informes' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(demoTokens[1]);
    await expect(canvas.getByRole('link', { name: 'Documentación de la API' })).toHaveAttribute('href', '/api/docs');
  },
};

/** Sin tokens todavía. */
export const Empty: Story = {
  tags: ['!autodocs'],
  args: { tokens: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No tiene tokens de API.')).toBeVisible();
  },
};

/** En el móvil cada token es un bloque con su nombre, alcance, caducidad y botón, sin desplazarse a los lados. */
export const OnAPhone: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const informes = within(canvas.getByRole('list', { name: 'Tokens de API' })).getByRole('listitem', { name: 'Informes' });
    await expect(informes).toHaveTextContent(/^Informes.*Alcance\s*Lectura\s*Caduca\s*09\/06\/2026 10:00 \(caducado\).*Último uso\s*Nunca$/);
    // Every field of the token inside the screen's width.
    const right = canvasElement.getBoundingClientRect().right;
    for (const el of informes.querySelectorAll('dd, strong, button')) await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    await userEvent.click(within(informes).getByRole('button', { name: 'Revocar Informes' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(demoTokens[1]);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
