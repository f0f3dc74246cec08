import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { SearchIcon } from '../icons';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Toolbar } from '../Toolbar';
import { Page, PageHeader } from './Page';

const meta = {
  title: 'Fundamentos/Page',
  component: Page,
  subcomponents: { PageHeader },
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: { width: { control: 'inline-radio', options: ['full', 'prose'] }, children: { control: false } },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

function Content() {
  return (
    <>
      <PageHeader
        title="Mis Contactos"
        description="24 contactos"
        actions={
          <>
            <Button variant="secondary">Importar</Button>
            <Button>Nuevo contacto</Button>
          </>
        }
      />
      <Toolbar grow="md">
        <TextField label="Buscar contactos" labelHidden type="search" placeholder="Buscar" startAdornment={<SearchIcon size={16} />} />
        <Button variant="secondary">Buscar</Button>
      </Toolbar>
      <Text tone="muted" size="sm">
        Los contactos reciben las noticias que comparte con ellos.
      </Text>
    </>
  );
}

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = { args: { gap: 4, width: 'full', children: <Content /> } };

/** Cabecera de página con título y acción, luego el contenido. */
export const WithHeader: Story = {
  tags: ['!autodocs'],
  args: { children: <Content /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mis Contactos' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Nuevo contacto' })).toBeVisible();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Page gap={8}>
      <Page>
        <Content />
      </Page>
      <PageHeader
        size="md"
        title="Estudio de mercado de: Frenos Demo contra Marca B"
        actions={<Button variant="secondary">Seleccionar nuevo estudio</Button>}
      />
      <Page width="prose" as="article">
        <PageHeader title="Nueva tarifa de frenos" description="12/03/2026 · Comunicados" />
        <Text leading="normal">
          Desde el lunes está disponible la nueva tarifa de frenos del proveedor. Los precios se aplican a todos los pedidos confirmados a partir de esa fecha;
          los pedidos anteriores mantienen la tarifa con la que se hicieron.
        </Text>
      </Page>
    </Page>
  ),
};
