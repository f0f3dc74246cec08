// The designer's two choosing steps: the design to start from, and a gallery image for an image item.
import type { Imagen, Plantilla } from '@socios/api';
import type { DesignLine } from '@socios/domain';
import { Button, Inline, Spinner, Stack, Text } from '@socios/ui';
import { imageChoices, PictureChoices, templateChoices } from './Pickers';

/** Props of StartChoice. */
export interface StartChoiceProps {
  /** The design 'Mantener el diseño actual' keeps, or null when there is none. */
  keep: DesignLine[] | null;
  /** The templates, or null while they load (or while the stored design loads). */
  templates: Plantilla[] | null;
  /** The templates' previews by id. */
  previews: ReadonlyMap<number, string>;
  /** Starts editing a design (the kept one or a blank page). */
  onStart: (design: DesignLine[]) => void;
  /** A blank page. */
  onBlank: () => void;
  /** A template was picked (its choice key). */
  onTemplate: (key: string) => void;
}

/** The first step: keep the current design, start on a blank page, or from a template. */
export function StartChoice({ keep, templates, previews, onStart, onBlank, onTemplate }: StartChoiceProps) {
  return (
    <Stack gap={4}>
      <Text>Elija el diseño del que partir.</Text>
      <Inline gap={2}>
        {keep ? (
          <Button variant="secondary" onClick={() => onStart(keep)}>
            Mantener el diseño actual
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onBlank}>
          Página en blanco
        </Button>
      </Inline>
      {templates === null ? (
        <Spinner label="Cargando plantillas" centered />
      ) : (
        <PictureChoices label="Plantillas" choices={templateChoices(templates, previews)} onPick={onTemplate} empty="No hay plantillas." />
      )}
    </Stack>
  );
}

/** Props of ImageChoice. */
export interface ImageChoiceProps {
  /** The gallery, or null while it loads. */
  images: Imagen[] | null;
  /** The gallery's thumbnails by id. */
  thumbnails: ReadonlyMap<number, string>;
  /** An image was picked (its choice key). */
  onPick: (key: string) => void;
  /** 'Volver al diseño' without choosing. */
  onBack: () => void;
}

/** The gallery step: the member's images (and the group's shared ones) to put in an image item. */
export function ImageChoice({ images, thumbnails, onPick, onBack }: ImageChoiceProps) {
  return (
    <Stack gap={4}>
      <Text>Elija una imagen de la galería.</Text>
      {images === null ? (
        <Spinner label="Cargando imágenes" centered />
      ) : (
        <PictureChoices
          label="Imágenes de la galería"
          choices={imageChoices(images, thumbnails)}
          onPick={onPick}
          empty="No hay imágenes en la galería. Añádalas en Imagenes."
        />
      )}
      <div>
        <Button variant="secondary" onClick={onBack}>
          Volver al diseño
        </Button>
      </div>
    </Stack>
  );
}
