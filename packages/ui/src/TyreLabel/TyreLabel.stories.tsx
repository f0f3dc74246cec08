import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { TyreLabel } from './TyreLabel';

const meta = {
  title: 'Datos/TyreLabel',
  component: TyreLabel,
  tags: ['autodocs'],
  args: { fuel: 'C', wetGrip: 'B', noiseDb: 71, noiseClass: 'B', of: 'Michelin MIC000123' },
  render: (args) => (
    <div style={{ minHeight: 300 }}>
      <TyreLabel {...args} />
    </div>
  ),
} satisfies Meta<typeof TyreLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** El botón abre la etiqueta (clases en la escala A–G y el ruido en dB); Escape y un clic fuera la cierran. */
export const OpensAndCloses: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /^Etiqueta UE de Michelin MIC000123: combustible C ?, adherencia B ?, ruido 71 dB$/ });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const label = await canvas.findByRole('dialog', { name: 'Etiqueta UE de Michelin MIC000123' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(within(label).getByRole('region', { name: 'Ahorro de combustible: clase C' })).toBeVisible();
    await expect(within(label).getByRole('region', { name: 'Adherencia en suelo mojado: clase B' })).toBeVisible();
    await expect(within(label).getByText('71 dB')).toBeVisible();
    await expect(within(label).getByText(/clase B$/)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await userEvent.click(button);
    await canvas.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  // The open label has faded in before the screenshots.
  play: async ({ canvasElement }) => {
    const label = await within(canvasElement).findByRole('dialog', { name: 'Etiqueta UE de Michelin MIC000123' });
    await waitFor(() => expect(getComputedStyle(label).opacity).toBe('1'));
  },
  render: () => (
    <div style={{ display: 'grid', gap: 16, minHeight: 320, alignContent: 'start' }}>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <TyreLabel fuel="A" wetGrip="A" noiseDb={68} noiseClass="A" of="Continental CON000001" />
        <TyreLabel fuel="E" wetGrip="D" noiseDb={74} noiseClass="C" of="Hankook HAN000002" />
        <TyreLabel fuel="G" wetGrip="F" noiseDb={72.5} of="Pirelli PIR000003" />
      </div>
      <OpenLabel />
    </div>
  ),
};

/** A label shown open (its button clicked once it is on the page). */
function OpenLabel() {
  return (
    <div
      ref={(el) => {
        if (el && el.dataset.opened !== 'true') {
          el.dataset.opened = 'true';
          el.querySelector('button')?.click();
        }
      }}
    >
      <TyreLabel fuel="C" wetGrip="B" noiseDb={71} noiseClass="B" of="Michelin MIC000123" />
    </div>
  );
}
