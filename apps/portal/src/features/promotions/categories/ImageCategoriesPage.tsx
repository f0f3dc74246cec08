import type { CategoriaImagen } from '@socios/api';
import { containsIgnoreCaseAndAccents, sortByName } from '@socios/domain';
import { EmptyState, RecordCard } from '@socios/ui';
import { useMemo, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../app/query/apiQuery';
import { countText, ItemCollection, ListTools, PromotionPage, RecordActions, RecordDeleteDialog, useRecordChanges } from '../shared';
import { CategoryForm } from './CategoryForm';

/** The spec's texts of the page (001 §8). */
export const CATEGORY_PAGE_TEXTS = {
  title: 'Mis Categorías de Imágenes',
  empty: 'No hay categorías.',
  errorTitle: 'Error de servidor',
  deleteTitle: 'Borrar categoria',
} as const;

/** The delete question (001 §8). */
export const categoryDeleteQuestion = (name: string) => `Estas seguro de que quieres borrar la categoria ${name}?`;

/** The reads a category change alters: the categories, and the gallery (a deleted category's images lose it). */
const CATEGORY_READS = ['CategoriasImagenes', 'Imagenes'] as const;

/**
 * 'Mis Categorías de Imágenes' (001 §2.18): the member's image categories by name, searched by name (button or
 * Enter), 'Añadir', and per row edit and delete ('Borrar categoria' / 'Estas seguro de que quieres borrar la categoria
 * {name}?'; its images stay, without category). Failures show 'Error de servidor' with the server's text (001 §8).
 */
export function ImageCategoriesPage() {
  const list = useApiQuery('CategoriasImagenes', 'GetCategorias', undefined);
  const [text, setText] = useState('');
  const sorted = useMemo(() => sortByName(list.data?.valorRetorno ?? [], (c) => c.CIMG_NOMBRE), [list.data]);
  const shown = useMemo(() => sorted.filter((c) => containsIgnoreCaseAndAccents(c.CIMG_NOMBRE, text)), [sorted, text]);
  const change = useApiMutation('CategoriasImagenes', 'ActualizarRegistro', { invalidates: CATEGORY_READS, errors: 'handled' });
  const records = useRecordChanges<CategoriaImagen, string>({
    save: (CIMG_NOMBRE, category) =>
      category ? change.mutateAsync({ Accion: 1, Reg: { CIMG_ID: category.CIMG_ID, CIMG_NOMBRE } }) : change.mutateAsync({ Accion: 0, Reg: { CIMG_NOMBRE } }),
    remove: ({ CIMG_ID }) => change.mutateAsync({ Accion: 2, Reg: { CIMG_ID } }),
    errorTitle: CATEGORY_PAGE_TEXTS.errorTitle,
  });

  return (
    <PromotionPage title={CATEGORY_PAGE_TEXTS.title}>
      <ListTools
        onSearch={setText}
        onNew={records.openNew}
        newLabel="Añadir"
        count={list.isPending ? null : countText(shown.length, sorted.length, 'categoría', 'categorías')}
      />
      <ItemCollection
        items={shown}
        getKey={(c) => c.CIMG_ID}
        view="list"
        label="Categorías de imágenes"
        loading={list.isPending}
        // No category at all: the spec's own text; some, none matching: the search's.
        empty={sorted.length === 0 ? <EmptyState title={CATEGORY_PAGE_TEXTS.empty} /> : undefined}
        renderItem={(c, layout) => (
          <RecordCard
            title={c.CIMG_NOMBRE}
            layout={layout}
            actions={<RecordActions name={c.CIMG_NOMBRE} onEdit={() => records.edit(c)} onDelete={() => records.askDelete(c)} />}
          />
        )}
      />
      {records.editing ? <CategoryForm category={records.editing.record} categories={sorted} onSave={records.save} onClose={records.closeEdit} /> : null}
      <RecordDeleteDialog
        records={records}
        nameOf={(c) => c.CIMG_NOMBRE}
        title={CATEGORY_PAGE_TEXTS.deleteTitle}
        question={categoryDeleteQuestion}
        busy={change.isPending}
      />
    </PromotionPage>
  );
}
