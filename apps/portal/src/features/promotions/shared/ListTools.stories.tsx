import type { Meta, StoryObj } from '@storybook/react-vite';
import { RecordCard, type ViewMode } from '@socios/ui';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyWorkshops } from '../workshops/storyFixture';
import { countText, useNameFilter } from './data';
import { ItemCollection, RecordActions } from './ItemCollection';
import { ListTools } from './ListTools';

/** The list tools over the demo workshops, with the page's state (search, letters, view) kept here. */
function Demo({ onNew, onEdit, onDelete }: { onNew: () => void; onEdit: (name: string) => void; onDelete: (name: string) => void }) {
  const filter = useNameFilter(storyWorkshops, (w) => w.TAS_NOMBRE);
  const [view, setView] = useState<ViewMode>('cards');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <ListTools
        onSearch={filter.setQuery}
        view={view}
        onViewChange={setView}
        letters={filter.letters}
        onLettersChange={filter.setLetters}
        onNew={onNew}
        count={countText(filter.shown.length, storyWorkshops.length, 'taller', 'talleres')}
      />
      <ItemCollection
        items={filter.shown}
        getKey={(w) => w.TAS_ID}
        view={view}
        label="Talleres"
        renderItem={(w, layout) => (
          <RecordCard
            title={w.TAS_NOMBRE}
            layout={layout}
            details={[w.TAS_DIRECCION, w.TAS_POBLACION, w.TAS_EMAIL]}
            actions={<RecordActions name={w.TAS_NOMBRE} onEdit={() => onEdit(w.TAS_NOMBRE)} onDelete={() => onDelete(w.TAS_NOMBRE)} />}
          />
        )}
      />
    </div>
  );
}

const meta = {
  title: 'Áreas/Mis Promociones/ListTools',
  component: Demo,
  tags: ['autodocs'],
  args: { onNew: fn(), onEdit: fn(), onDelete: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const count = (canvas: ReturnType<typeof within>) => canvas.getByText(/talleres$/);

/** Las herramientas de lista de Mis Promociones sobre cuatro talleres de ejemplo. */
export const Playground: Story = {};

/** La búsqueda se aplica con «Buscar» o con Enter, sin distinguir mayúsculas; vacía muestra todo otra vez. */
export const SearchByButtonOrEnter: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Buscar por nombre' });
    await userEvent.type(box, 'ZUBIRI');
    await expect(count(canvas)).toHaveTextContent('4 talleres');
    await userEvent.keyboard('{Enter}');
    await expect(count(canvas)).toHaveTextContent('1 de 4 talleres');
    await expect(canvas.getByRole('article', { name: 'Talleres Zubiri' })).toBeVisible();
    await userEvent.clear(box);
    await userEvent.click(canvas.getByRole('button', { name: 'Buscar' }));
    await expect(count(canvas)).toHaveTextContent('4 talleres');
  },
};

/** Varias letras a la vez (Á cuenta como A); «Limpiar» las quita; sin resultados se dice. */
export const LettersAndClear: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'A' }));
    await expect(count(canvas)).toHaveTextContent('2 de 4 talleres');
    await userEvent.click(canvas.getByRole('button', { name: 'T' }));
    await expect(count(canvas)).toHaveTextContent('3 de 4 talleres');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpiar' }));
    await expect(count(canvas)).toHaveTextContent('4 talleres');
    await userEvent.click(canvas.getByRole('button', { name: 'X' }));
    await expect(canvas.getByText('No hay resultados para la búsqueda')).toBeVisible();
  },
};

/** Tarjetas o lista; «Nuevo», editar y eliminar llaman a la página con el registro. */
export const ViewAndActions: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Vista de lista' }));
    await expect(canvas.getByRole('button', { name: 'Vista de lista' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Editar Autos Peña' }));
    await expect(args.onEdit).toHaveBeenCalledWith('Autos Peña');
    await userEvent.click(canvas.getByRole('button', { name: 'Eliminar Talleres Zubiri' }));
    await expect(args.onDelete).toHaveBeenCalledWith('Talleres Zubiri');
    await userEvent.click(canvas.getByRole('button', { name: 'Nuevo' }));
    await expect(args.onNew).toHaveBeenCalledTimes(1);
  },
};
