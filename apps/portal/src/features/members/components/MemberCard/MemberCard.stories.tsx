import type { SocioListado } from '@socios/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CatalogGrid } from '@socios/ui/catalog';
import { MemberCard } from './MemberCard';

/** A small inline logo so stories never depend on the network. */
const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120"><rect width="160" height="120" rx="16" fill="#1565c0"/></svg>',
  );

const member: SocioListado = {
  SOC_ID: 12,
  SOC_NOMBRE: 'Recambios Ñandú',
  SOC_CONTACTO: 'María Vega Prieto',
  SOC_DIRECCION: 'Avenida de la Constitución 65',
  SOC_POBLACION: 'Gandia',
  SOC_PROVINCIA: 'Valencia',
  SOC_CP: '46701',
  PRV_CP: '46701',
  SOC_TELEFONO: '962 87 45 10',
  SOC_MAIL: 'info@recambiosnandu.es',
  SOC_CIF: 'B46123456',
  SOC_LATITUD: 38.9667,
  SOC_LONGITUD: -0.1833,
  SOC_ZOOM: 15,
  SOC_ID_DOCUMENTO: 4,
  PAI_ID: 1,
  PAI_DESCRIPCION: 'ESPAÑA',
  PUNTOSVENTA: [
    {
      SOCPV_ID: 40,
      SOCPV_NOMBRE: 'Recambios Ñandú - Central',
      PUNTOVENTA: 'Recambios Ñandú - Central, Calle de la Industria 125, 46701 Gandia (Valencia)',
      SOCPV_TELEFONO: '962 87 45 11',
      SOCPV_MAIL: 'tienda1@recambiosnandu.es',
      SOCPV_LATITUD: 38.968,
      SOCPV_LONGITUD: -0.184,
    },
    {
      SOCPV_ID: 41,
      SOCPV_NOMBRE: 'Recambios Ñandú - Oliva',
      PUNTOVENTA: 'Recambios Ñandú - Oliva, Camino de Ronda 26, 46780 Oliva (Valencia)',
      SOCPV_TELEFONO: null,
      SOCPV_MAIL: null,
      SOCPV_LATITUD: 38.9197,
      SOCPV_LONGITUD: -0.1194,
    },
  ],
};

/** A member that left most of its record empty. */
const sparse: SocioListado = {
  ...member,
  SOC_ID: 13,
  SOC_NOMBRE: 'Autorecambios Levante',
  SOC_CONTACTO: null,
  SOC_DIRECCION: null,
  SOC_POBLACION: null,
  SOC_PROVINCIA: null,
  SOC_CP: null,
  SOC_TELEFONO: null,
  SOC_MAIL: null,
  SOC_LATITUD: null,
  SOC_LONGITUD: null,
  SOC_ID_DOCUMENTO: null,
  PUNTOSVENTA: [],
};

const meta = {
  title: 'Áreas/Socios/MemberCard',
  component: MemberCard,
  tags: ['autodocs'],
  args: { member, logoUrl: LOGO, variant: 'cards', onShowOnMap: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['cards', 'list'] }, member: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 960, height: 340 }}>{Story()}</div>],
} satisfies Meta<typeof MemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Nombre y CIF, administrador, dirección, teléfono con +34, correo y sus puntos de venta. */
export const ShowsTheMember: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Recambios Ñandú' });
    const view = within(card);
    await expect(view.getByText('CIF B46123456')).toBeVisible();
    await expect(view.getByText('María Vega Prieto')).toBeVisible();
    await expect(view.getByText('Avenida de la Constitución 65, 46701 Gandia (Valencia)')).toBeVisible();
    await expect(view.getByRole('link', { name: '962 87 45 10' })).toHaveAttribute('href', 'tel:+34962874510');
    await expect(view.getByRole('link', { name: 'info@recambiosnandu.es' })).toHaveAttribute('href', 'mailto:info@recambiosnandu.es');
    const places = view.getByRole('list', { name: '2 puntos de venta' });
    await expect(within(places).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(places).getByText(/Camino de Ronda 26, 46780 Oliva/)).toBeVisible();
  },
};

/** Lo que el socio dejó vacío dice «Sin especificar»; sin logo, sus iniciales; sin coordenadas, no hay botón de mapa. */
export const MissingDataSaysNotSpecified: Story = {
  tags: ['!autodocs'],
  args: { member: sparse, logoUrl: null },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Autorecambios Levante' }));
    // Administrador, Dirección, Teléfono, Correo and the points of sale.
    await expect(card.getAllByText('Sin especificar')).toHaveLength(5);
    await expect(card.getByText('0 puntos de venta')).toBeVisible();
    await expect(card.getByText('AL')).toBeInTheDocument();
    await expect(card.queryByRole('button', { name: /en el mapa/ })).toBeNull();
  },
};

/** «Ver en el mapa» pide al directorio que muestre el socio en su mapa. */
export const ShowOnMap: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver en el mapa: Recambios Ñandú' }));
    await expect(args.onShowOnMap).toHaveBeenCalledOnce();
  },
};

/** En la vista de lista la ficha ocupa una fila con las mismas partes. */
export const ListRow: Story = {
  tags: ['!autodocs'],
  args: { variant: 'list' },
  decorators: [(Story) => <div style={{ height: 170 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Recambios Ñandú' });
    await expect(within(card).getByText('Administrador')).toBeVisible();
    await expect(within(card).getByRole('list', { name: '2 puntos de venta' })).toBeVisible();
  },
};

/** Mosaico y lista, con todos los datos y con datos vacíos. */
export const Catalog: Story = {
  tags: ['!autodocs'],
  decorators: [(Story) => <div style={{ width: 1100 }}>{Story()}</div>],
  render: (args) => (
    <CatalogGrid
      caption="Ficha de socio: mosaico y lista, con datos completos y vacíos"
      columns={['Completo', 'Datos vacíos']}
      rows={[
        {
          title: 'Mosaico',
          cells: [
            <div key="a" style={{ width: 340, height: 340 }}>
              <MemberCard {...args} variant="cards" />
            </div>,
            <div key="b" style={{ width: 340, height: 340 }}>
              <MemberCard {...args} member={sparse} logoUrl={null} variant="cards" />
            </div>,
          ],
        },
        {
          title: 'Lista',
          cells: [
            <div key="a" style={{ width: 500, height: 230 }}>
              <MemberCard {...args} variant="list" />
            </div>,
            <div key="b" style={{ width: 500, height: 230 }}>
              <MemberCard {...args} member={sparse} logoUrl={null} variant="list" />
            </div>,
          ],
        },
      ]}
    />
  ),
};
