import type { ImagenSubida } from '@socios/api';
import { extensionOf, IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGE_MAX_KB, UPLOAD_MESSAGES } from '@socios/domain';
import { Button, ImagePreview, Inline, Stack, Text, Uploader } from '@socios/ui';
import { useEffect, useId, useState } from 'react';

/**
 * What an image field holds: the stored image kept (its document id), a new image chosen (sent as `imagen`), or
 * none (the stored one removed: the call then sends the document id as null).
 */
export type ImageValue = { kind: 'kept'; id: number } | { kind: 'new'; imagen: ImagenSubida; previewUrl: string } | { kind: 'none' };

/** The value of a field whose record has the stored image `id` (or none). */
export const storedImage = (id: number | null): ImageValue => (id === null ? { kind: 'none' } : { kind: 'kept', id });

/** The document id a save keeps: the stored one while kept, null when removed or replaced. */
export const keptImageId = (value: ImageValue): number | null => (value.kind === 'kept' ? value.id : null);

/** The new image a save sends, if one was chosen. */
export const newImage = (value: ImageValue): ImagenSubida | null => (value.kind === 'new' ? value.imagen : null);

/** Reads a chosen file as the wire's uploaded image: name, lower-case extension and the bytes as base64. */
export async function readImage(file: File): Promise<ImagenSubida> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  // btoa takes a binary string; build it in slices so that a 2 MB image does not overflow the argument list.
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return { nombre: file.name, extension: extensionOf(file.name), bytes: btoa(binary) };
}

export interface ImageFieldProps {
  /** Name of the image ('Foto', 'Logotipo'): the heading of the field and part of its texts. */
  label: string;
  /** The current value. */
  value: ImageValue;
  /** Called with the new value (a file read, or the image removed). */
  onChange: (value: ImageValue) => void;
  /** Address of a stored image by its document id (the server's attachment download). */
  imageUrl: (id: number) => string;
  /** Refuse changes (while saving). */
  disabled?: boolean;
}

/**
 * A photo or logo (001 §5 Uploaded images): the image kept or chosen, a drop zone that takes png, jpg, jpeg, ico,
 * svg, gif or bmp up to 2048 KB ('Tipo de archivo incorrecto.', 'No se permiten imágenes superiores a 2MB.'), and a
 * button that removes it. The server checks the same rules and the content.
 */
export function ImageField({ label, value, onChange, imageUrl, disabled = false }: ImageFieldProps) {
  const headingId = useId();
  const src = value.kind === 'kept' ? imageUrl(value.id) : value.kind === 'new' ? value.previewUrl : null;
  // The image that failed to load, if any: another image gets its own chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const broken = src !== null && src === brokenSrc;
  // A chosen file's preview address is freed when another replaces it or the field goes.
  useEffect(() => (value.kind === 'new' ? () => URL.revokeObjectURL(value.previewUrl) : undefined), [value]);

  const take = async (file: File) => {
    const imagen = await readImage(file);
    onChange({ kind: 'new', imagen, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <Stack gap={2} role="group" aria-labelledby={headingId}>
      <Text as="span" weight="medium" id={headingId}>
        {label}
      </Text>
      <Inline gap={3}>
        {src && !broken ? (
          <ImagePreview size="thumbnail" src={src} alt={`${label} actual`} onError={() => setBrokenSrc(src)} />
        ) : (
          <Text size="sm" tone="muted">
            {src ? 'No se ha podido cargar la imagen' : `Sin ${label.toLowerCase()}`}
          </Text>
        )}
        {value.kind !== 'none' ? (
          <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange({ kind: 'none' })}>
            Quitar {label.toLowerCase()}
          </Button>
        ) : null}
      </Inline>
      <Uploader
        extensions={IMAGE_EXTENSIONS}
        maxBytes={IMAGE_MAX_BYTES}
        typeMessage={UPLOAD_MESSAGES.wrongType}
        sizeMessage={UPLOAD_MESSAGES.imageTooLarge}
        fileName={value.kind === 'new' ? value.imagen.nombre : null}
        label="Arrastre una imagen aquí o haga clic para elegirla"
        hint={`${IMAGE_EXTENSIONS.join(', ')}; hasta ${IMAGE_MAX_KB} KB`}
        disabled={disabled}
        onFile={(file) => void take(file)}
      />
    </Stack>
  );
}
