import type { CategoriaImagen, Imagen } from '@socios/api';
import { checkImageName, GALLERY_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MAX_KB, IMAGE_NAME_MAX, UPLOAD_MESSAGES } from '@socios/domain';
import { Checkbox, ImagePreview, Select, Uploader } from '@socios/ui';
import { useEffect, useState } from 'react';
import { FormDialog, useFormSave } from '../../../app/FormModal';
import { NameField } from '../shared';
import { type ChosenPicture, GALLERY_PAGE_TEXTS, galleryImageUrl, readPicture } from './data';

/** Shown when 'Aceptar' is pressed on a new image without a picture. */
export const PICTURE_REQUIRED_TEXT = 'Debe seleccionar una imagen';

/** What the image form hands to its page. */
export interface ImageFormValue {
  IMG_NOMBRE: string;
  /** The member's category, or null ('Ninguna categoria'). */
  IMG_ID_CATEGORIA: number | null;
  /** Shared with the group. */
  IMG_COMPARTIDA: boolean;
  /** The picture chosen: required for a new image; on an edit, null keeps the stored one. */
  picture: ChosenPicture | null;
}

/** Props of ImageForm. */
export interface ImageFormProps {
  /** The member's own image edited; null for a new image. */
  image: Imagen | null;
  /** The member's categories, by name. */
  categories: readonly CategoriaImagen[];
  /** Saves; resolves true when the server accepted (the page then closes the dialog). */
  onSave: (value: ImageFormValue) => Promise<boolean>;
  /** 'Cancelar', Escape or the close button. */
  onClose: () => void;
  /** The address of a stored image's picture; the attachment download by default (stories pass their own). */
  imageUrl?: (id: number) => string;
}

/**
 * 'Añadir imagen' / 'Editar imagen' (001 §2.18 Imagenes, §5): the picture (jpg or png up to 2048 KB, with the spec's
 * texts; on an edit a new one may replace the stored one), its name, the member's category ('Ninguna categoria') and
 * whether the group sees it. The server checks the same rules and the picture's content.
 */
export function ImageForm({ image, categories, onSave, onClose, imageUrl = galleryImageUrl }: ImageFormProps) {
  const [name, setName] = useState(image?.IMG_NOMBRE ?? '');
  const [category, setCategory] = useState(image?.IMG_ID_CATEGORIA == null ? '' : String(image.IMG_ID_CATEGORIA));
  const [shared, setShared] = useState(image?.IMG_COMPARTIDA ?? false);
  const [picture, setPicture] = useState<{ chosen: ChosenPicture; fileName: string; previewUrl: string } | null>(null);

  // A chosen file's preview address is freed when another replaces it or the dialog closes.
  useEffect(() => (picture ? () => URL.revokeObjectURL(picture.previewUrl) : undefined), [picture]);

  const form = useFormSave(() => {
    if (!image && !picture) return { ok: false, warning: PICTURE_REQUIRED_TEXT };
    const checked = checkImageName(name);
    if (!checked.ok) return { ok: false, warning: checked.message };
    return {
      ok: true,
      value: {
        IMG_NOMBRE: checked.name,
        IMG_ID_CATEGORIA: category === '' ? null : Number(category),
        IMG_COMPARTIDA: shared,
        picture: picture?.chosen ?? null,
      },
    };
  }, onSave);

  const take = async (file: File) => {
    const chosen = await readPicture(file);
    setPicture({ chosen, fileName: file.name, previewUrl: URL.createObjectURL(file) });
    // A new image takes its file's name unless one was typed.
    if (!image && name.trim() === '') setName(chosen.name.slice(0, IMAGE_NAME_MAX));
    form.setWarning(null);
  };

  const previewSrc = picture?.previewUrl ?? (image ? imageUrl(image.IMG_ID) : null);
  return (
    <FormDialog title={image ? 'Editar imagen' : 'Añadir imagen'} form={form} onClose={onClose}>
      {previewSrc ? <ImagePreview src={previewSrc} alt={`Vista previa de ${name.trim() || 'la imagen'}`} /> : null}
      <Uploader
        extensions={GALLERY_EXTENSIONS}
        maxBytes={IMAGE_MAX_BYTES}
        typeMessage={UPLOAD_MESSAGES.galleryWrongType}
        sizeMessage={UPLOAD_MESSAGES.imageTooLarge}
        fileName={picture?.fileName ?? null}
        label={image ? 'Arrastre otra imagen aquí para sustituirla o haga clic para elegirla' : 'Arrastre una imagen aquí o haga clic para elegirla'}
        hint={`${GALLERY_EXTENSIONS.join(', ')}; hasta ${IMAGE_MAX_KB} KB`}
        disabled={form.saving}
        onFile={(file) => void take(file)}
        onReject={() => setPicture(null)}
      />
      <NameField value={name} onChange={setName} max={IMAGE_NAME_MAX} />
      <Select
        label="Categoría"
        options={[{ value: '', label: GALLERY_PAGE_TEXTS.noCategory }, ...categories.map((c) => ({ value: String(c.CIMG_ID), label: c.CIMG_NOMBRE }))]}
        value={category}
        onChange={(e) => setCategory(e.target.value)}
        fullWidth
      />
      <Checkbox
        label="Compartir con el grupo"
        hint="Los demás socios la verán en su galería como imagen del grupo, sin poder cambiarla"
        checked={shared}
        onChange={(e) => setShared(e.target.checked)}
      />
    </FormDialog>
  );
}
