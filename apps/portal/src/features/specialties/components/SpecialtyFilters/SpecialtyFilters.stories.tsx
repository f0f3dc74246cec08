import { NO_SPECIALTY_FILTER } from '@socios/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SpecialtyFilters } from './SpecialtyFilters';

const meta = {
  title: 'Áreas/Neumáticos, lubricantes y baterías/SpecialtyFilters',
  component: SpecialtyFilters,
  tags: ['autodocs'],
  // Open filters cover the page: in the docs each story is shown in a frame of its own.
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, iframeHeight: 560 } } },
  args: { open: true, onClose: fn(), onApply: fn(), value: NO_SPECIALTY_FILTER, fields: ['clima'], variant: 'modal' },
  argTypes: { variant: { control: 'inline-radio', options: ['modal', 'panel'] } },
} satisfies Meta<typeof SpecialtyFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pruebe cualquier combinación de propiedades desde el panel Controls. */
export const Playground: Story = {};

/** Neumáticos: la búsqueda general y el clima se aplican con Intro; nada cambia hasta aplicar. */
export const TyresApplyOnEnter: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filtros' });
    const box = within(dialog).getByRole('searchbox', { name: 'Búsqueda general' });
    await expect(box).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Solo invierno' }));
    await expect(within(dialog).getByRole('button', { name: 'Solo invierno' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(box, '  michelin ');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ texto: 'michelin', clima: 'invierno', positivo: 'todas' });
  },
};

/** 'Aplicar' aplica lo elegido; 'Restablecer' vuelve a no filtrar nada. */
export const ApplyAndReset: Story = {
  tags: ['!autodocs'],
  args: { value: { texto: 'pirelli', clima: 'todoElAnio', positivo: 'todas' } },
  play: async ({ canvasElement, args }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filtros' });
    await expect(within(dialog).getByRole('searchbox', { name: 'Búsqueda general' })).toHaveValue('pirelli');
    await expect(within(dialog).getByRole('button', { name: 'Todo el año' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Todos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ texto: 'pirelli', clima: 'todos', positivo: 'todas' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    await expect(args.onApply).toHaveBeenLastCalledWith(NO_SPECIALTY_FILTER);
  },
};

/** Baterías: un panel lateral con la búsqueda general y el lado del borne positivo; sin clima. */
export const BatteriesSidePanel: Story = {
  tags: ['!autodocs'],
  args: { variant: 'panel', fields: ['positivo'] },
  play: async ({ canvasElement, args }) => {
    const panel = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filtros' });
    await expect(within(panel).queryByRole('group', { name: 'Clima' })).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'A la derecha' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Aplicar' }));
    await expect(args.onApply).toHaveBeenCalledWith({ texto: '', clima: 'todos', positivo: 'derecha' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Todas las variantes y estados en una imagen; se compara en claro, en oscuro y a 375 px. */
export const Catalog: Story = {
  tags: ['visual'],
  args: { value: { texto: 'michelin', clima: 'invierno', positivo: 'todas' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  },
};
