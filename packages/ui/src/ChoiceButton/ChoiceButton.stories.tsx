import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { CatalogGrid } from '../internal/CatalogGrid';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { ChoiceButton } from './ChoiceButton';

const meta = {
  title: 'Formularios/ChoiceButton',
  component: ChoiceButton,
  tags: ['autodocs'],
  args: { selected: false, variant: 'plain', children: 'Michelin' },
  argTypes: { variant: { control: 'inline-radio', options: ['plain', 'boxed'] }, aside: { control: false } },
} satisfies Meta<typeof ChoiceButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

function Products() {
  const [chosen, setChosen] = useState('Neumáticos');
  return (
    <Stack as="ul" gap={2} style={{ maxWidth: 360 }}>
      {['Neumáticos', 'Baterías'].map((name) => (
        <li key={name}>
          <ChoiceButton variant="boxed" selected={chosen === name} onClick={() => setChosen(name)}>
            <span>{name}</span>
            <Text as="small" tone="muted">
              Usted: 1.200,00 € en ene–nov 2026
            </Text>
          </ChoiceButton>
        </li>
      ))}
    </Stack>
  );
}

/** El elegido se anuncia como pulsado; al pulsar otro, el anterior deja de estarlo. */
export const ChoosingOne: Story = {
  tags: ['!autodocs'],
  render: () => <Products />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tyres = canvas.getByRole('button', { name: /Neumáticos/ });
    const batteries = canvas.getByRole('button', { name: /Baterías/ });
    await expect(tyres).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(batteries);
    await expect(batteries).toHaveAttribute('aria-pressed', 'true');
    await expect(tyres).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Llano y con marco, elegido o no, con un recuento al final; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <CatalogGrid
      caption="ChoiceButton"
      columns={['No elegido', 'Elegido']}
      rows={(['plain', 'boxed'] as const).map((variant) => ({
        title: variant,
        cells: [false, true].map((selected) => (
          <div key={String(selected)} style={{ width: 240 }}>
            <ChoiceButton
              variant={variant}
              selected={selected}
              aside={
                <Badge tone="primary" size="md" count>
                  42
                </Badge>
              }
            >
              Michelin
            </ChoiceButton>
          </div>
        )),
      }))}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { pressed: true })).toHaveLength(2);
  },
};
