import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { FormCard } from '../FormCard';
import { IconButton } from '../IconButton';
import { KeyIcon } from '../icons';
import { Text } from '../Text';
import { WelcomeScreen } from './WelcomeScreen';

function Login() {
  const [shown, setShown] = useState(false);
  return (
    <WelcomeScreen
      brandLabel="Grupo de ejemplo"
      logo={<Text weight="bold">Portal del socio</Text>}
      title="Bienvenido al portal del socio"
      lead="Noticias, proveedores y tarifas, en un solo lugar."
      toggle={
        <>
          <IconButton
            id="llave"
            label={shown ? 'Ocultar el formulario de acceso' : 'Mostrar el formulario de acceso'}
            icon={<KeyIcon />}
            variant="primary"
            aria-expanded={shown}
            aria-controls="panel"
            noTooltip
            onClick={() => setShown((s) => !s)}
          />
          <label htmlFor="llave">Acceso de socios</label>
        </>
      }
      contact={
        <>
          <strong>Atención al socio</strong>
          <span>Teléfono: 910 000 000</span>
        </>
      }
      panelId="panel"
      formShown={shown}
    >
      <FormCard aria-label="Acceso de socios" onSubmit={(e) => e.preventDefault()}>
        <Text as="h2" size="xl">
          Acceso de socios
        </Text>
        <Button type="submit" fullWidth>
          Login
        </Button>
      </FormCard>
    </WelcomeScreen>
  );
}

const meta = {
  title: 'Fundamentos/WelcomeScreen',
  component: WelcomeScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => <Login />,
} satisfies Meta<typeof WelcomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** La pantalla de acceso: bienvenida y formulario. */
export const Playground: Story = {
  args: { brandLabel: '', logo: null, title: '', panelId: 'panel', formShown: false, children: null },
};

/** Hasta el ancho de una tableta (como aquí) la llave muestra el formulario, que antes no estaba; el h1 es la bienvenida. */
export const KeyShowsTheForm: Story = {
  ...Playground,
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bienvenido al portal del socio' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Grupo de ejemplo' })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Acceso de socios' })).toBeNull();
    await userEvent.click(canvas.getByText('Acceso de socios', { selector: 'label' }));
    await expect(canvas.getByRole('button', { name: 'Ocultar el formulario de acceso' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('form', { name: 'Acceso de socios' })).toBeVisible();
  },
};

/** La pantalla de acceso; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  ...Playground,
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
