import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline } from '../Inline';
import { CompanyLogo } from './CompanyLogo';

const LOGO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#1565c0"/></svg>');

const meta = {
  title: 'Datos/CompanyLogo',
  component: CompanyLogo,
  tags: ['autodocs'],
  args: { url: LOGO, initials: 'RN', width: 16 },
} satisfies Meta<typeof CompanyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Si el logotipo no carga, se ven las iniciales; es decorativo en los dos casos. */
export const InitialsWhenTheImageFails: Story = {
  tags: ['!autodocs'],
  args: { url: '/no-existe.png' },
  play: async ({ canvasElement }) => {
    const logo = canvasElement.querySelector('[data-logo]') as HTMLElement;
    await waitFor(() => expect(logo).toHaveAttribute('data-logo', 'initials'));
    await expect(logo).toHaveTextContent('RN');
    await expect(logo).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Con imagen, sin imagen y en dos anchos; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Inline gap={4}>
      <CompanyLogo url={LOGO} initials="RN" width={16} />
      <CompanyLogo url={null} initials="RN" width={16} />
      <CompanyLogo url={null} initials="FI" width={24} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-logo="initials"]')).toHaveLength(2);
  },
};
