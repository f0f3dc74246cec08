import type { CategoriaImagen } from '@socios/api';
import { CATEGORY_NAME_MAX, checkCategoryName, GALLERY_TEXTS, sameCategoryName } from '@socios/domain';
import { Button, Modal, Notice, Stack, TextField } from '@socios/ui';
import { type FormEvent, useId, useState } from 'react';

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
  const formId = useId();
  const [name, setName] = useState(category?.CIMG_NOMBRE ?? '');
  const [warning, setWarning] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCategoryName(name);
    if (!checked.ok) {
      setWarning(checked.message);
      return;
    }
    const others = categories.filter((c) => c.CIMG_ID !== category?.CIMG_ID);
    if (others.some((c) => sameCategoryName(c.CIMG_NOMBRE, checked.name))) {
      setWarning(GALLERY_TEXTS.categoryNameTaken);
      return;
    }
    setWarning(null);
    setSaving(true);
    try {
      await onSave(checked.name);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width="narrow"
      onClose={onClose}
      title={category ? 'Editar categoría' : 'Nueva categoría'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Aceptar
          </Button>
        </>
      }
    >
      <Stack as="form" id={formId} onSubmit={submit} noValidate>
        {warning ? (
          <Notice tone="warning" role="alert">
            {warning}
          </Notice>
        ) : null}
        <TextField
          label="Nombre"
          required
          maxLength={CATEGORY_NAME_MAX}
          hint={`Máximo ${CATEGORY_NAME_MAX} caracteres`}
          value={name}
          onChange={(e) => setName(e.target.value)}
          fullWidth
        />
      </Stack>
    </Modal>
  );
}
