import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudySelector } from './StudySelector';
import type { StudyOption, StudyViewRequest } from './types';
import { Stepper } from '@socios/ui';

const STUDIES: StudyOption[] = [
  {
    id: 1,
    descripcion: 'Pastillas de freno turismo',
    nombreMarca: 'Brembo',
    nombreProveedor: 'Frenos Ibéricos',
    marcasComparadas: [
      {
        idMarcaComp: 2,
        nombreMarcaComp: 'Ferodo',
        idProveedorComp: 1,
        nombreProveedorComp: 'Frenos Ibéricos',
        tarifas: [
          { idTarifa: 21, nombreTarifa: 'Tarifa general 2025' },
          { idTarifa: 22, nombreTarifa: 'Tarifa socios 2025' },
        ],
      },
      {
        idMarcaComp: 3,
        nombreMarcaComp: 'Textar',
        idProveedorComp: 1,
        nombreProveedorComp: 'Frenos Ibéricos',
        tarifas: [{ idTarifa: 31, nombreTarifa: 'Tarifa general 2025' }],
      },
      {
        idMarcaComp: 4,
        nombreMarcaComp: 'TRW',
        idProveedorComp: 11,
        nombreProveedorComp: 'Recambios Alemanes',
        tarifas: [{ idTarifa: 41, nombreTarifa: 'Tarifa general 2025' }],
      },
    ],
  },
  {
    id: 2,
    descripcion: 'Filtros de aceite',
    nombreMarca: 'Mann-Filter',
    nombreProveedor: 'Filtración Técnica',
    marcasComparadas: [
      {
        idMarcaComp: 6,
        nombreMarcaComp: 'Hengst',
        idProveedorComp: 2,
        nombreProveedorComp: 'Filtración Técnica',
        tarifas: [{ idTarifa: 61, nombreTarifa: 'Tarifa general 2025' }],
      },
      {
        idMarcaComp: 7,
        nombreMarcaComp: 'Purflux',
        idProveedorComp: 2,
        nombreProveedorComp: 'Filtración Técnica',
        tarifas: [{ idTarifa: 71, nombreTarifa: 'Tarifa general 2025' }],
      },
      {
        idMarcaComp: 8,
        nombreMarcaComp: 'Mahle',
        idProveedorComp: 15,
        nombreProveedorComp: 'Mahle Componentes',
        tarifas: [{ idTarifa: 81, nombreTarifa: 'Tarifa general 2025' }],
      },
    ],
  },
];

const meta = {
  title: 'Áreas/Estudios/StudySelector',
  component: StudySelector,
  tags: ['autodocs'],
  args: { studies: STUDIES, chosen: null, onRefresh: fn(), onChoose: fn(), onView: fn() },
} satisfies Meta<typeof StudySelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selector with its steps, as the study page drives it. */
function Steps(props: { onView: (r: StudyViewRequest) => void; onRefresh: () => void }) {
  const [chosen, setChosen] = useState<StudyOption | null>(null);
  const [viewed, setViewed] = useState<StudyViewRequest | null>(null);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Stepper steps={['Seleccionar estudio', 'Opciones', 'Estudio']} current={viewed ? 2 : chosen ? 1 : 0} label="Pasos del estudio" />
      {viewed ? (
        <p>
          Estudio de mercado de: {viewed.study.nombreMarca} contra{' '}
          {viewed.study.marcasComparadas
            .filter((_, i) => viewed.selections[i]?.incluida)
            .map((b) => b.nombreMarcaComp)
            .join(', ')}
        </p>
      ) : (
        <StudySelector
          studies={STUDIES}
          chosen={chosen}
          onChoose={setChosen}
          onRefresh={props.onRefresh}
          onView={(r) => {
            setViewed(r);
            props.onView(r);
          }}
        />
      )}
    </div>
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La lista de estudios con sus columnas; «Nuevo Estudio» está desactivado. */
export const ListWithRefresh: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const name of ['Marca', 'Descripción', 'Marcas comparadas']) await expect(canvas.getByRole('columnheader', { name })).toBeVisible();
    await expect(canvas.getByRole('row', { name: /Brembo/ })).toHaveTextContent('Ferodo, Textar, TRW');
    // The spec's 'Nuevo Estudio' is there and, as the spec says it does nothing at present, disabled.
    await expect(canvas.getByRole('button', { name: 'Nuevo Estudio' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Actualizar lista de estudios' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

/** Lista de estudios mientras se cargan (botón de actualizar ocupado). */
export const Loading: Story = { args: { loading: true, studies: [] } };

/** Elegir un estudio pasa al paso de opciones con la marca a comparar. */
export const ChooseOptionsAndView: Story = {
  tags: ['!autodocs'],
  render: (args) => <Steps onView={args.onView} onRefresh={args.onRefresh} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pastillas de freno turismo' }));
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Opciones');
    await expect(canvas.getByText(/Marca a comparar:/)).toHaveTextContent('Marca a comparar: Brembo (Frenos Ibéricos)');
    // Every brand starts included with its first tariff.
    for (const brand of ['Ferodo', 'Textar', 'TRW']) await expect(canvas.getByRole('checkbox', { name: `Incluir ${brand}` })).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: 'Tarifa de Ferodo' })).toHaveValue('21');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Incluir Textar' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Tarifa de Ferodo' }), '22');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Realizar estudios a máximos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Visualizar estudio' }));
    await expect(args.onView).toHaveBeenCalledWith(
      expect.objectContaining({
        maximos: true,
        selections: [
          { marca: 2, tarifa: 22, incluida: true },
          { marca: 3, tarifa: 31, incluida: false },
          { marca: 4, tarifa: 41, incluida: true },
        ],
      }),
    );
    await expect(canvas.getByText(/Estudio de mercado de:/)).toHaveTextContent('Estudio de mercado de: Brembo contra Ferodo, TRW');
  },
};

/** «Seleccionar otro» vuelve a la lista de estudios. */
export const SelectAnother: Story = {
  tags: ['!autodocs'],
  render: (args) => <Steps onView={args.onView} onRefresh={args.onRefresh} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros de aceite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Seleccionar otro' }));
    await expect(canvas.getByRole('heading', { name: 'Estudios disponibles' })).toBeVisible();
  },
};

/** Sin ninguna marca incluida no se puede visualizar el estudio. */
export const NoBrandSelected: Story = {
  tags: ['!autodocs'],
  args: { chosen: STUDIES[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const brand of ['Hengst', 'Purflux', 'Mahle']) await userEvent.click(canvas.getByRole('checkbox', { name: `Incluir ${brand}` }));
    await expect(canvas.getByRole('button', { name: 'Visualizar estudio' })).toBeDisabled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'grid', gap: 32, width: 900 }}>
      <StudySelector studies={STUDIES} chosen={null} onChoose={() => undefined} onRefresh={() => undefined} onView={() => undefined} />
      <StudySelector studies={STUDIES} chosen={STUDIES[0]!} onChoose={() => undefined} onRefresh={() => undefined} onView={() => undefined} />
    </div>
  ),
};
