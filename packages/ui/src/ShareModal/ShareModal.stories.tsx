import { NEWS_MESSAGES } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareModal, type ShareContact } from './ShareModal';

const contacts: ShareContact[] = [
  { id: 1, name: 'Lucía Fernández', email: 'lucia@talleresfernandez.es' },
  { id: 2, name: 'Jorge Martín', email: 'jorge.martin@gmail.com' },
  { id: 3, name: 'Ángela Ruiz', email: 'angela@recambiosruiz.es' },
];

const meta = {
  title: 'Avisos y diálogos/ShareModal',
  component: ShareModal,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    title: 'Compartir noticia',
    subject: 'Nueva campaña de pastillas de freno con Brembo',
    contacts,
    onSend: fn(async () => {}),
  },
  // Its stories are open dialogs that cover the page: in the docs each is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
} satisfies Meta<typeof ShareModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** «Enviar» manda las direcciones marcadas; sin ninguna está desactivado. */
export const SendsTheSelectedAddresses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    const send = page.getByRole('button', { name: 'Enviar' });
    await expect(send).toBeDisabled();
    await userEvent.click(page.getByRole('checkbox', { name: /Lucía Fernández/ }));
    await userEvent.click(page.getByRole('checkbox', { name: /Ángela Ruiz/ }));
    await expect(page.getByText('2 contactos seleccionados')).toBeVisible();
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith(['lucia@talleresfernandez.es', 'angela@recambiosruiz.es']);
  },
};

/** La búsqueda filtra los contactos sin distinguir acentos. */
export const SearchesContacts: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar contacto' }), 'angela');
    await expect(page.getAllByRole('checkbox')).toHaveLength(1);
    await expect(page.getByRole('checkbox', { name: /Ángela Ruiz/ })).toBeVisible();
  },
};

const MANY: ShareContact[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  name: `Contacto ${String(i + 1).padStart(5, '0')}`,
  email: `contacto${i + 1}@taller.es`,
}));

/** 10,000 contacts: only the rows in view are drawn (timings are in `pnpm bench`); search and selection still work. */
export const TenThousandContacts: Story = {
  tags: ['!autodocs'],
  // Passed in render, not in args: Storybook would otherwise serialise every contact for its controls.
  render: (args) => <ShareModal {...args} contacts={MANY} />,
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await waitFor(() => expect(page.getAllByRole('checkbox').length).toBeGreaterThan(0), { timeout: 20_000 });
    await expect(page.getAllByRole('checkbox').length).toBeLessThan(40);
    await expect(page.getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar contacto' }), 'contacto 09999');
    await waitFor(() => expect(page.getAllByRole('checkbox')).toHaveLength(1), { timeout: 20_000 });
    await userEvent.click(page.getByRole('checkbox', { name: /Contacto 09999/ }));
    await userEvent.click(page.getByRole('button', { name: 'Enviar' }));
    await expect(args.onSend).toHaveBeenCalledWith(['contacto9999@taller.es']);
  },
};

/** Sin coincidencias lo dice. */
export const NoMatch: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const page = body(canvasElement);
    await userEvent.type(page.getByRole('searchbox', { name: 'Buscar contacto' }), 'zzzqqq');
    await expect(page.getByText('Ningún contacto coincide con la búsqueda')).toBeVisible();
  },
};

/** Si el servidor rechaza el envío el diálogo sigue abierto con el mensaje. */
export const RejectedStaysOpen: Story = {
  tags: ['!autodocs'],
  args: {
    onSend: fn(async () => {
      throw new Error(NEWS_MESSAGES.shareRejected);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const page = body(canvasElement);
    await userEvent.click(page.getByRole('checkbox', { name: /Jorge Martín/ }));
    await userEvent.click(page.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(page.getByRole('alert')).toHaveTextContent(NEWS_MESSAGES.shareRejected));
    await expect(page.getByRole('dialog', { name: 'Compartir noticia' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Sin contactos explica cómo añadirlos. */
export const WithoutContacts: Story = {
  tags: ['!autodocs'],
  args: { contacts: [] },
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getByText(/No tienes contactos/)).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(body(canvasElement).getAllByRole('checkbox')).toHaveLength(3);
  },
};
