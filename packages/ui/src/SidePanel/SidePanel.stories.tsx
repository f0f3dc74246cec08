import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { SidePanel } from './SidePanel';

const meta = {
  title: 'Avisos y diálogos/SidePanel',
  component: SidePanel,
  tags: ['autodocs'],
  // An open panel covers the page: in the docs each story is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
  args: {
    open: true,
    onClose: fn(),
    title: 'Filtros',
    children: <TextField label="Búsqueda general" fullWidth />,
    footer: (
      <>
        <Button variant="secondary">Restablecer</Button>
        <Button>Aplicar</Button>
      </>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Se abre en su primer campo; Escape, ✕ o un clic fuera lo cierran. */
export const OpensOnItsFieldAndCloses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = body.getByRole('dialog', { name: 'Filtros' });
    await expect(within(panel).getByRole('textbox', { name: 'Búsqueda general' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

function Toggle() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Filtros</Button>
      <SidePanel open={open} onClose={() => setOpen(false)} title="Filtros">
        <TextField label="Búsqueda general" fullWidth />
      </SidePanel>
    </>
  );
}

/** Al cerrarse, el foco vuelve al botón que lo abrió. */
export const FocusReturnsToItsButton: Story = {
  tags: ['!autodocs'],
  render: () => <Toggle />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros' }));
    await expect(body.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Filtros' })).toHaveFocus();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  },
};
