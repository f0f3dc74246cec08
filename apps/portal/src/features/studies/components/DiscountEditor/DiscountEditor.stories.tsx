import { applyDiscountEdits, computeStudy, type StudyDiscount } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { STORY_STUDY } from '../studyFixture';
import { TierTable } from '../TierTable';
import { DiscountEditor } from './DiscountEditor';

const initial = computeStudy(STORY_STUDY, { maximos: false });

const meta = {
  title: 'Áreas/Estudios/DiscountEditor',
  component: DiscountEditor,
  tags: ['autodocs'],
  args: { brands: initial.brands, descuentos: STORY_STUDY.descuentos, maximos: false, onEdit: fn() },
} satisfies Meta<typeof DiscountEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The editor wired to the engine, as the study page does: every edit recalculates the percentages at once. */
function Simulation({ maximos, onEdit }: { maximos: boolean; onEdit: (id: StudyDiscount['ID'], value: number | null) => void }) {
  const [edits, setEdits] = useState<ReadonlyMap<StudyDiscount['ID'], number | null>>(new Map());
  const descuentos = useMemo(() => applyDiscountEdits(STORY_STUDY.descuentos, edits, maximos), [edits, maximos]);
  const result = useMemo(() => computeStudy({ ...STORY_STUDY, descuentos }, { maximos }), [descuentos, maximos]);
  return (
    <div style={{ display: 'grid', gap: 24 }}>
      <TierTable brands={result.brands} tiers={result.tiers} referenceBrand="1" />
      <DiscountEditor
        brands={result.brands}
        descuentos={descuentos}
        maximos={maximos}
        onEdit={(id, value) => {
          setEdits((m) => new Map(m).set(id, value));
          onEdit(id, value);
        }}
      />
    </div>
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Cambiar un descuento recalcula el neto al escribir. */
export const EditRecalculates: Story = {
  tags: ['!autodocs'],
  render: (args) => <Simulation maximos={args.maximos} onEdit={args.onEdit} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const brembo = canvas.getByRole('region', { name: 'Brembo' });
    await expect(brembo).toHaveTextContent('Descuento sobre NETO6,42 %');
    const table = canvas.getByRole('table', { name: 'Comparativa de precios por tramos' });
    const before = within(table).getByRole('row', { name: /^Brembo/ }).textContent;
    const input = within(brembo).getByRole('textbox', { name: 'Descuento comercial de Brembo' });
    await userEvent.clear(input);
    await userEvent.type(input, '20');
    await expect(args.onEdit).toHaveBeenLastCalledWith(11, 20);
    await expect(brembo).toHaveTextContent('Descuento sobre NETO21,20 %');
    await expect(within(table).getByRole('row', { name: /^Brembo/ }).textContent).not.toBe(before);
  },
};

/** An invalid discount says why under its field and is not used: the percentages stay those of the study. */
export const InvalidDiscountNotApplied: Story = {
  tags: ['!autodocs'],
  render: (args) => <Simulation maximos={args.maximos} onEdit={args.onEdit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brembo = canvas.getByRole('region', { name: 'Brembo' });
    const table = canvas.getByRole('table', { name: 'Comparativa de precios por tramos' });
    const before = within(table).getByRole('row', { name: /^Brembo/ }).textContent;
    const input = within(brembo).getByRole('textbox', { name: 'Descuento comercial de Brembo' });
    for (const [text, message] of [
      ['1.234,567', 'Como máximo 2 decimales'],
      ['1.234,56', 'El porcentaje no puede superar el 100 %'],
      ['-5', 'El porcentaje no puede ser negativo'],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, text);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(within(brembo).getByText(message)).toBeVisible();
      await expect(brembo).toHaveTextContent('Descuento sobre NETO6,42 %');
      await expect(within(table).getByRole('row', { name: /^Brembo/ }).textContent).toBe(before);
    }
  },
};

/** Una marca sin fórmula o con una fórmula errónea lo dice en su fila. */
export const FormulaMessages: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const textar = within(canvasElement).getByRole('region', { name: 'Textar' });
    await expect(textar).toHaveTextContent('No se encontró fórmula.');
    await expect(textar).toHaveTextContent('Error al calcular NETO');
  },
};

/** En modo máximos cada descuento toma el máximo de su escala. */
export const MaximumsMode: Story = {
  tags: ['!autodocs'],
  args: { maximos: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Descuento comercial de Brembo (máximo)' });
    await expect(input).toHaveValue('8,00');
  },
};

/** Una condición del grupo muestra el consumo del socio que decide su escala. */
export const ConditionOfTheGroup: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rappel anual Brembo: consumo 12.480,50 €')).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => <DiscountEditor brands={initial.brands} descuentos={STORY_STUDY.descuentos} maximos={false} onEdit={() => undefined} />,
};
