import type { CategoriaImagen } from '@socios/api';
import { CATEGORY_NAME_MAX, checkCategoryName, GALLERY_TEXTS, sameCategoryName } from '@socios/domain';
import { useState } from 'react';
import { FormDialog, useFormSave } from '../../../app/FormModal';
import { NameField } from '../shared';

/** Props of CategoryForm. */
export interface CategoryFormProps {
  /** The category renamed; null for a new one. */
  category: CategoriaImagen | null;
  /** The member's other categories, to refuse a repeated name before asking the server. */
  categories: readonly CategoriaImagen[];
  /** Saves the checked name; resolves true when the server accepted (the page then closes the dialog). */
  onSave: (name: string) => Promise<boolean>;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
}

/**
 * 'Nueva categoría' / 'Editar categoría' (001 §2.18 Mis Categorías de Imágenes, §9: a 400 px dialog): the name,
 * required and at most 50 characters, not repeating another category's (case and accents aside), with the domain's
 * texts. The server checks the same rules.
 */
export function CategoryForm({ category, categories, onSave, onClose }: CategoryFormProps) {
  const [name, setName] = useState(category?.CIMG_NOMBRE ?? '');

  const form = useFormSave(() => {
    const checked = checkCategoryName(name);
    if (!checked.ok) return { ok: false, warning: checked.message };
    const others = categories.filter((c) => c.CIMG_ID !== category?.CIMG_ID);
    if (others.some((c) => sameCategoryName(c.CIMG_NOMBRE, checked.name))) {
      return { ok: false, warning: GALLERY_TEXTS.categoryNameTaken };
    }
    return { ok: true, value: checked.name };
  }, onSave);

  return (
    <FormDialog title={category ? 'Editar categoría' : 'Nueva categoría'} form={form} onClose={onClose} width="narrow">
      <NameField value={name} onChange={setName} max={CATEGORY_NAME_MAX} />
    </FormDialog>
  );
}
