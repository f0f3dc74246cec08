import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demoMailing, renderedPicture } from '../campaigns/campaignFixture';
import { MailingDetail } from './MailingDetail';

const meta = {
  title: 'Áreas/Mis Promociones/MailingDetail',
  component: MailingDetail,
  tags: ['autodocs'],
  args: { mailing: demoMailing(), image: renderedPicture, onClose: fn() },
} satisfies Meta<typeof MailingDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/**
 * El detalle de un envío, de solo lectura: fecha (hora de Madrid), remitente, asunto, la campaña tal como era, los
 * correos enviados y el estado, y el contenido sin scripts; 'Aceptar' lo cierra.
 */
export const ReadOnlyDetail: Story = {
  tags: ['!autodocs'],
  play: async ({ args }) => {
    const s = within(document.body);
    const dialog = await s.findByRole('dialog', { name: 'Envío: Pastillas de freno -20 %' });
    const d = within(dialog);
    await expect(d.getByText('20/11/2026 10:30')).toBeVisible();
    await expect(d.getByText('Recambios Demo <promociones@recambiosdemo.es>')).toBeVisible();
    await expect(d.getByText('12 de 12')).toBeVisible();
    await expect(d.getByText('Enviado')).toBeVisible();
    const content = d.getByRole('document', { name: 'Contenido del envío' });
    await expect(within(content).getByRole('heading', { name: 'Pastillas de freno -20 %' })).toBeVisible();
    await expect(content.querySelector('script')).toBeNull();
    // The designed image the e-mail carried inline (the preview once omitted it).
    await expect(within(content).getByRole('img', { name: 'Pastillas de freno -20 %' })).toHaveAttribute('src', renderedPicture);
    await expect(d.queryByRole('textbox')).toBeNull();
    await userEvent.click(d.getByRole('button', { name: 'Aceptar' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Un envío sin imagen (o mientras llega): el contenido sin una imagen rota. */
export const WithoutImage: Story = {
  tags: ['!autodocs'],
  args: { image: '' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Envío: Pastillas de freno -20 %' });
    const content = within(dialog).getByRole('document', { name: 'Contenido del envío' });
    await expect(within(content).getByRole('heading', { name: 'Pastillas de freno -20 %' })).toBeVisible();
    await expect(within(content).queryByRole('img')).toBeNull();
  },
};
