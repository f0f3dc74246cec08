import { tyreClass } from '@socios/domain';
import { Button, Chip, TyreLabel } from '@socios/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TYRES } from '../fixtures';
import { SpecialtyRow } from './SpecialtyRow';

const tyre = TYRES[0]!;
const label = (
  <TyreLabel
    fuel={tyreClass(tyre.AhorroCarburante)!.letter}
    wetGrip={tyreClass(tyre.Adherencia)!.letter}
    noiseDb={tyre.RuidoExterior}
    noiseClass="A"
    of="Michelin Primacy 4"
  />
);

const meta = {
  title: 'Áreas/Neumáticos, lubricantes y baterías/SpecialtyRow',
  component: SpecialtyRow,
  tags: ['autodocs'],
  args: {
    marca: tyre.Marca,
    refComercial: tyre.RefComercial,
    reference: tyre.Ref,
    descripcion: tyre.Descripcion,
    stock: tyre.Stock,
    price: tyre,
    badges: (
      <>
        <Chip>Todo el año</Chip>
        {label}
      </>
    ),
    action: <Button size="sm">Comprar</Button>,
  },
  argTypes: { badges: { control: false }, action: { control: false } },
} satisfies Meta<typeof SpecialtyRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Un neumático: Ref, RefComercial, Marca, Descripcion, Stock, la marca de clima, la etiqueta UE y el precio. */
export const Tyre: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Michelin Primacy 4' });
    await expect(within(row).getByRole('heading', { name: 'Michelin Primacy 4' })).toBeVisible();
    await expect(within(row).getByText('MIC-PR4-2055516')).toBeVisible();
    await expect(within(row).getByText('Stock 12')).toBeVisible();
    await expect(within(row).getByText('Todo el año')).toBeVisible();
    await expect(within(row).getByText('Neto 74,36 €')).toBeVisible();
    await userEvent.click(within(row).getByRole('button', { name: /^Etiqueta UE de Michelin Primacy 4/ }));
    await expect(await within(row).findByRole('dialog', { name: 'Etiqueta UE de Michelin Primacy 4' })).toBeVisible();
  },
};

/** Un lubricante muestra su viscosidad entre sus datos. */
export const Lubricant: Story = {
  tags: ['!autodocs'],
  args: {
    marca: 'Castrol',
    refComercial: 'Edge 5W-30 LL',
    reference: 'CAS-EDGE-5W30-5L',
    descripcion: 'Aceite de motor sintético 5 l',
    stock: 20,
    badges: undefined,
    facts: [{ label: 'Viscosidad', value: '5W-30' }],
  },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('article', { name: 'Castrol Edge 5W-30 LL' });
    await expect(within(row).getByText('Viscosidad')).toBeVisible();
    await expect(within(row).getByText('5W-30')).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: (args) => (
    <ul style={{ display: 'grid', gap: 8, maxWidth: 1000, listStyle: 'none', margin: 0, padding: 0 }}>
      <li>
        <SpecialtyRow {...args} />
      </li>
      <li>
        <SpecialtyRow
          {...args}
          badges={<Chip tone="primary">Invierno</Chip>}
          price={{ Precio: 92.1, Dto: 0, Neto: 92.1 }}
          action={
            <Button size="sm" variant="secondary" disabled>
              No es cliente
            </Button>
          }
        />
      </li>
      <li>
        <SpecialtyRow
          {...args}
          badges={undefined}
          facts={[
            { label: 'Potencia', value: '680 A' },
            { label: 'Voltaje', value: '12 V' },
            { label: 'Amperios', value: '74 Ah' },
            { label: 'Positivo', value: 'Derecha' },
          ]}
        />
      </li>
    </ul>
  ),
};
