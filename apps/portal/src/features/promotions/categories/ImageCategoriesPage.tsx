import type { CategoriaImagen } from '@socios/api';
import { containsIgnoreCaseAndAccents, sortByName } from '@socios/domain';
import { ConfirmDialog, EmptyState } from '@socios/ui';
import { useMemo, useState } from 'react';
import { useApiMutation, useApiQuery } from '../../../app/query/apiQuery';
import { countText, ItemCard, ItemCollection, ListTools, PromotionPage, RecordActions, useChange } from '../shared';
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

/** The dialog open: a new category (null) or the category renamed. */
type Editing = { category: CategoriaImagen | null } | null;

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
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CategoriaImagen | null>(null);
  const change = useApiMutation('CategoriasImagenes', 'ActualizarRegistro', { invalidates: CATEGORY_READS, errors: 'handled' });
  const run = useChange();

  const onSave = async (CIMG_NOMBRE: string) => {
    const category = editing?.category ?? null;
    const ok = await run(
      () =>
        category
          ? change.mutateAsync({ Accion: 1, Reg: { CIMG_ID: category.CIMG_ID, CIMG_NOMBRE } })
          : change.mutateAsync({ Accion: 0, Reg: { CIMG_NOMBRE } }),
      CATEGORY_PAGE_TEXTS.errorTitle,
    );
    if (ok) setEditing(null);
    return ok;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const CIMG_ID = deleting.CIMG_ID;
    if (await run(() => change.mutateAsync({ Accion: 2, Reg: { CIMG_ID } }), CATEGORY_PAGE_TEXTS.errorTitle)) setDeleting(null);
  };

  return (
    <PromotionPage title={CATEGORY_PAGE_TEXTS.title}>
      <ListTools
        onSearch={setText}
        onNew={() => setEditing({ category: null })}
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
          <ItemCard
            title={c.CIMG_NOMBRE}
            layout={layout}
            actions={<RecordActions name={c.CIMG_NOMBRE} onEdit={() => setEditing({ category: c })} onDelete={() => setDeleting(c)} />}
          />
        )}
      />
      {editing ? (
        <CategoryForm category={editing.category} categories={sorted} onSave={onSave} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={CATEGORY_PAGE_TEXTS.deleteTitle}
        message={deleting ? categoryDeleteQuestion(deleting.CIMG_NOMBRE) : ''}
        destructive
        loading={change.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PromotionPage>
  );
}
