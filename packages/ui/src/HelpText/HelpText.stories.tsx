import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HelpText } from './HelpText';

const meta = {
  title: 'Fundamentos/HelpText',
  component: HelpText,
  tags: ['autodocs'],
  args: {
    children: [
      <p key="p">
        Un archivo <strong>.csv</strong> en UTF-8 con estas columnas:
      </p>,
      <ul key="u">
        <li>
          <code>CONT_NOMBRE</code> (obligatoria)
        </li>
        <li>
          <code>CONT_MAIL</code>
        </li>
      </ul>,
    ],
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof HelpText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La ayuda es texto atenuado; los nombres de columna van en letra de ancho fijo y resaltan. */
export const NamesStandOut: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const code = within(canvasElement).getByText('CONT_NOMBRE');
    const paragraph = within(canvasElement).getByText(/Un archivo/);
    await expect(getComputedStyle(code).fontFamily).not.toBe(getComputedStyle(paragraph).fontFamily);
    await expect(getComputedStyle(code).color).not.toBe(getComputedStyle(paragraph).color);
  },
};
