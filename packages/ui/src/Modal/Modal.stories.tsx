import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Modal, type ModalProps } from './Modal';

const meta = {
  title: 'Avisos y diálogos/Modal',
  component: Modal,
  tags: ['autodocs'],
  // Its stories are open dialogs that cover the page: in the docs each is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 640 } } },
  args: { open: true, title: 'Nuevo Contacto', onClose: fn(), width: 'default' },
  argTypes: {
    width: { control: 'inline-radio', options: ['default', 'narrow'] },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

function ContactForm() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <TextField label="Nombre" maxLength={30} fullWidth />
      <TextField label="Correo electrónico" type="email" maxLength={250} fullWidth />
    </div>
  );
}

/** A page with a button that opens the modal, to show focus moving in and back out. */
function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Nuevo contacto</Button>
      <Modal
        title="Nuevo Contacto"
        {...props}
        open={open}
        onClose={() => {
          props.onClose?.();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button onClick={() => setOpen(false)}>Guardar</Button>
          </>
        }
      >
        <ContactForm />
      </Modal>
    </div>
  );
}

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {
  args: { children: <ContactForm /> },
};

/** El diálogo es modal y su título le da nombre. */
export const LabelledByTitle: Story = {
  tags: ['!autodocs'],
  args: { children: <ContactForm /> },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Nuevo Contacto' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('heading', { name: 'Nuevo Contacto' })).toBeVisible();
  },
};

/** Escape lo cierra y el foco vuelve al botón que lo abrió. */
export const EscapeClosesAndRestoresFocus: Story = {
  tags: ['!autodocs'],
  render: (args) => <ModalDemo onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    const trigger = screen.getByRole('button', { name: 'Nuevo contacto' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Contacto' });
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

/** El foco no sale del diálogo con Tab ni con Mayús+Tab. */
export const TrapsFocus: Story = {
  tags: ['!autodocs'],
  render: () => <ModalDemo />,
  play: async ({ canvasElement }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo contacto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo Contacto' });
    const close = within(dialog).getByRole('button', { name: 'Cerrar' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    // A form dialog opens on its first field, not on ✕.
    await expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    for (let step = 0; step < 6; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    }
  },
};

/** La ✕ lo cierra. */
export const CloseButton: Story = {
  tags: ['!autodocs'],
  render: (args) => <ModalDemo onClose={args.onClose} />,
  play: async ({ canvasElement, args }) => {
    const screen = body(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Nuevo contacto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cerrar' }));
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** La anchura estrecha (400 px) del diálogo de categoría. */
export const Narrow: Story = {
  tags: ['!autodocs'],
  args: { width: 'narrow', title: 'Nueva categoría', children: <TextField label="Descripción" fullWidth /> },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Nueva categoría' });
    await expect(dialog.getBoundingClientRect().width).toBe(400);
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: {
    children: <ContactForm />,
    footer: (
      <>
        <Button variant="secondary">Cancelar</Button>
        <Button>Guardar</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = body(canvasElement).getByRole('dialog', { name: 'Nuevo Contacto' });
    await expect(dialog.getBoundingClientRect().width).toBe(700);
  },
};
