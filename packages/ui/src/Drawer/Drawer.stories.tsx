import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { LinkList } from '../LinkList';
import { Drawer } from './Drawer';

function WithButton() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} onClick={() => setOpen(true)}>
        Noticias no leídas
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Noticias no leídas" returnFocusRef={button}>
        <LinkList items={[{ key: 1, href: '#noticia-1', title: 'Nueva campaña de frenos', meta: 'Fecha: 10/03/2026 · Publicada: 12/03/2026' }]} />
      </Drawer>
    </>
  );
}

const meta = {
  title: 'Navegación/Drawer',
  component: Drawer,
  tags: ['autodocs'],
  render: () => <WithButton />,
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Un botón que abre el panel. */
export const Playground: Story = { args: { open: false, onClose: () => {}, title: 'Noticias no leídas' } };

/** Se abre con el foco en ✕; Escape lo cierra y el foco vuelve al botón que lo abrió. */
export const OpensAndCloses: Story = {
  ...Playground,
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Noticias no leídas' });
    await userEvent.click(opener);
    const body = within(canvasElement.ownerDocument.body);
    const dialog = body.getByRole('dialog', { name: 'Noticias no leídas' });
    await expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    await expect(within(dialog).getByRole('link', { name: /Nueva campaña de frenos/ })).toHaveAttribute('href', '#noticia-1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
