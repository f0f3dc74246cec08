import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { Stack } from './Stack';

const StyledBox = styled.div`
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySubtle};
  color: ${({ theme }) => theme.color.text};
`;

const boxes = ['Noticias', 'Proveedores', 'Consumos'].map((name) => <StyledBox key={name}>{name}</StyledBox>);

const meta = {
  title: 'Fundamentos/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { children: boxes },
  argTypes: {
    gap: { control: { type: 'number', min: 0, max: 12 } },
    align: { control: 'inline-radio', options: ['stretch', 'start', 'center', 'end'] },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { gap: 4, align: 'stretch' } };

/** Como lista (ul) con sus elementos. */
export const AsList: Story = {
  tags: ['!autodocs'],
  args: {
    as: 'ul',
    gap: 2,
    children: ['Noticias', 'Proveedores'].map((name) => (
      <li key={name}>
        <StyledBox>{name}</StyledBox>
      </li>
    )),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** Con grow, el Stack ocupa el sitio libre de la fila en la que está (el cuerpo de una ficha junto a su logo). */
export const Grows: Story = {
  tags: ['!autodocs'],
  render: () => (
    <div style={{ display: 'flex', width: 400 }}>
      <span style={{ width: 100 }}>Logo</span>
      <Stack grow gap={1} aria-label="Cuerpo">
        <span>Frenos Ibéricos</span>
      </Stack>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Cuerpo').getBoundingClientRect().width).toBe(300);
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={6}>
      {[1, 2, 4].map((gap) => (
        <Stack key={gap} gap={gap} aria-label={`Separación ${gap}`}>
          {boxes}
        </Stack>
      ))}
      <Stack gap={2} align="start">
        {boxes}
      </Stack>
      <Stack gap={2} align="end">
        {boxes}
      </Stack>
    </Stack>
  ),
};
