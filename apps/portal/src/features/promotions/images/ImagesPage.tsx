import type { Imagen, ImagenCambio } from '@socios/api';
import { Select } from '@socios/ui';
import { useMemo, useState } from 'react';
import { useNotice } from '../../../app/notice/NoticeProvider';
import { useApiMutation, useApiQuery } from '../../../app/query/apiQuery';
import { ListTools, PromotionPage, RecordDeleteDialog, useRecordChanges } from '../shared';
import { type CategoryChoice, categoryChoiceValue, filterGallery, GALLERY_PAGE_TEXTS, galleryCount, NO_GALLERY_FILTER, parseCategoryChoice } from './data';
import { ImageForm, type ImageFormValue } from './ImageForm';
import { ImageGallery } from './ImageGallery';

/** The reads an image change alters: the gallery (the campaigns' designer reads it when it opens). */
const IMAGE_READS = ['Imagenes'] as const;

/** The ActualizarRegistro body of a save from the form: add (Accion 0) or modify (Accion 1). */
function imageChange(value: ImageFormValue, image: Imagen | null): ImagenCambio | null {
  const fields = { IMG_NOMBRE: value.IMG_NOMBRE, IMG_ID_CATEGORIA: value.IMG_ID_CATEGORIA, IMG_COMPARTIDA: value.IMG_COMPARTIDA };
  const picture = value.picture ? { IMG_BYTES: value.picture.base64, IMG_EXTENSION: value.picture.extension } : null;
  if (image) return { Accion: 1, Reg: { IMG_ID: image.IMG_ID, ...fields, ...picture } };
  return picture ? { Accion: 0, Reg: { ...fields, ...picture } } : null;
}

/**
 * 'Imagenes' (001 §2.18): the member's gallery with the images the group shares ('Grupo', read-only), filtered by
 * category ('Ninguna categoria' for images without one) and by name, with the match count; 'Añadir' a jpg or png image,
 * and edit (name, category, sharing, picture) and delete with confirmation on the member's own images. Successes and
 * failures ('Error de servidor' with the server's text) show in the app's popup (001 §8).
 */
export function ImagesPage() {
  const gallery = useApiQuery('Imagenes', 'getImagenes', undefined);
  const categoryList = useApiQuery('CategoriasImagenes', 'GetCategorias', undefined);
  const images = gallery.data?.valorRetorno ?? [];
  const categories = categoryList.data?.valorRetorno ?? [];
  const [text, setText] = useState(NO_GALLERY_FILTER.text);
  const [category, setCategory] = useState<CategoryChoice>(NO_GALLERY_FILTER.category);
  // A category that has gone (deleted elsewhere) shows every image again.
  const choice = typeof category === 'number' && !categories.some((c) => c.CIMG_ID === category) && categoryList.data ? 'all' : category;
  const shown = useMemo(() => filterGallery(images, { text, category: choice }), [images, text, choice]);
  const change = useApiMutation('Imagenes', 'ActualizarRegistro', { invalidates: IMAGE_READS, errors: 'handled' });
  const notify = useNotice();
  const records = useRecordChanges<Imagen, ImageFormValue>({
    save: (value, image) => {
      const body = imageChange(value, image);
      return body ? change.mutateAsync(body) : null;
    },
    remove: ({ IMG_ID }) => change.mutateAsync({ Accion: 2, Reg: { IMG_ID } }),
    errorTitle: GALLERY_PAGE_TEXTS.errorTitle,
    onSaved: (image) => notify({ title: GALLERY_PAGE_TEXTS.title, message: image ? GALLERY_PAGE_TEXTS.updated : GALLERY_PAGE_TEXTS.added }),
    onDeleted: () => notify({ title: GALLERY_PAGE_TEXTS.title, message: GALLERY_PAGE_TEXTS.deleted }),
  });

  return (
    <PromotionPage title={GALLERY_PAGE_TEXTS.title}>
      <ListTools
        onSearch={setText}
        onNew={records.openNew}
        newLabel="Añadir"
        actions={
          <Select
            label="Categoría"
            labelHidden
            options={[
              { value: 'all', label: GALLERY_PAGE_TEXTS.allCategories },
              { value: 'none', label: GALLERY_PAGE_TEXTS.noCategory },
              ...categories.map((c) => ({ value: String(c.CIMG_ID), label: c.CIMG_NOMBRE })),
            ]}
            value={categoryChoiceValue(choice)}
            onChange={(e) => setCategory(parseCategoryChoice(e.target.value))}
          />
        }
        count={gallery.isPending ? null : galleryCount(shown.length, images.length)}
      />
      <ImageGallery images={shown} categories={categories} loading={gallery.isPending} onEdit={records.edit} onDelete={records.askDelete} />
      {records.editing ? <ImageForm image={records.editing.record} categories={categories} onSave={records.save} onClose={records.closeEdit} /> : null}
      <RecordDeleteDialog records={records} nameOf={(i) => i.IMG_NOMBRE} title="Borrar imagen" busy={change.isPending} />
    </PromotionPage>
  );
}
