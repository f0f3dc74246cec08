import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../IconButton';
import { BellIcon } from '../icons';
import { Inline } from '../Inline';
import { CountBadge } from './CountBadge';

const meta = {
  title: 'Datos/CountBadge',
  component: CountBadge,
  tags: ['autodocs'],
  args: { count: 3, children: <IconButton label="Noticias no leídas" icon={<BellIcon />} onClick={fn()} /> },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof CountBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** La cifra es decorativa y no tapa el botón: el clic le llega; a partir de 100 dice 99+. */
export const ClicksGoThrough: Story = {
  tags: ['!autodocs'],
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const count = within(canvasElement).getByText('99+');
    await expect(count).toHaveAttribute('aria-hidden', 'true');
    const box = count.getBoundingClientRect();
    const button = within(canvasElement).getByRole('button', { name: 'Noticias no leídas' });
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit === button || button.contains(hit)).toBe(true);
    await userEvent.click(button);
    await expect(button).toHaveFocus();
  },
};

/** Sin nada que contar, no hay cifra. */
export const Zero: Story = {
  tags: ['!autodocs'],
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-hidden="true"]:not(svg)')).toBeNull();
  },
};

/** Una cifra, dos cifras y 99+; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  render: () => (
    <Inline gap={4}>
      {[3, 42, 120].map((n) => (
        <CountBadge key={n} count={n}>
          <IconButton label={`Noticias no leídas (${n})`} icon={<BellIcon />} />
        </CountBadge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('99+')).toBeVisible();
  },
};
