import { DEFAULT_MONTH_RANGE, type MonthRange } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MonthRangePicker } from './MonthRangePicker';

function Stateful() {
  const [range, setRange] = useState<MonthRange>(DEFAULT_MONTH_RANGE);
  return (
    <div>
      <MonthRangePicker value={range} onChange={setRange} />
      <output aria-label="Rango aceptado">{`${range.start}-${range.end}`}</output>
    </div>
  );
}

const meta = {
  title: 'Formularios/MonthRangePicker',
  component: MonthRangePicker,
  tags: ['autodocs'],
  args: { value: DEFAULT_MONTH_RANGE, onChange: () => undefined },
} satisfies Meta<typeof MonthRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/**
 * Las reglas del selector: elegir el mes inicial borra el final, el final solo puede ser igual o posterior, y
 * 'Aceptar' solo se puede pulsar con los dos elegidos.
 */
export const StartClearsEndAndAcceptNeedsBoth: Story = {
  tags: ['!autodocs'],
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Meses: Enero – Diciembre' }));
    const dialog = await page.findByRole('dialog', { name: 'Seleccione los meses' });
    const inDialog = within(dialog);
    await userEvent.click(inDialog.getByRole('button', { name: 'Marzo' }));
    await expect(inDialog.getByRole('status')).toHaveTextContent('Elija el mes final.');
    await expect(inDialog.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Febrero' })).toBeDisabled();
    await userEvent.click(inDialog.getByRole('button', { name: 'Junio' }));
    await expect(inDialog.getByRole('button', { name: 'Abril' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(inDialog.getByRole('button', { name: 'Aceptar' }));
    await expect(canvas.getByRole('button', { name: 'Meses: Marzo – Junio' })).toBeVisible();
    await expect(canvas.getByLabelText('Rango aceptado')).toHaveTextContent('3-6');
  },
};

/** Cancelar deja el rango como estaba. */
export const CancelKeepsTheRange: Story = {
  tags: ['!autodocs'],
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: /Meses:/ }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mayo' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(canvas.getByLabelText('Rango aceptado')).toHaveTextContent('1-12');
  },
};
