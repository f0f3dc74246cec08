import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { SearchIcon } from '../icons';
import { Select } from '../Select';
import { Stack } from '../Stack';
import { TextField } from '../TextField';
import { ViewToggle } from '../ViewToggle';
import { Toolbar } from './Toolbar';

const YEARS = [
  { value: '2026', label: '2026' },
  { value: '2025', label: '2025' },
];

function Controls() {
  return (
    <>
      <TextField label="Buscar noticias" type="search" placeholder="Buscar por título o texto" startAdornment={<SearchIcon size={16} />} fullWidth />
      <Select label="Año" options={YEARS} />
      <Button variant="secondary">Filtros</Button>
      <ViewToggle value="cards" onChange={() => undefined} />
    </>
  );
}

const meta = {
  title: 'Fundamentos/Toolbar',
  component: Toolbar,
  tags: ['autodocs'],
  args: { children: <Controls />, grow: 'sm', gap: 3 },
  argTypes: {
    grow: { control: 'inline-radio', options: [undefined, 'sm', 'md'] },
    gap: { control: { type: 'number', min: 0, max: 8 } },
    children: { control: false },
  },
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La búsqueda ocupa el espacio que queda. */
export const SearchGrows: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Buscar noticias' });
    const year = canvas.getByRole('combobox', { name: 'Año' });
    await expect(search.getBoundingClientRect().width).toBeGreaterThan(year.getBoundingClientRect().width);
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Stack gap={8}>
      <Toolbar grow="sm" gap={3}>
        <Controls />
      </Toolbar>
      <Toolbar>
        <Button>Nuevo contacto</Button>
        <Button variant="secondary">Importar</Button>
      </Toolbar>
    </Stack>
  ),
};
