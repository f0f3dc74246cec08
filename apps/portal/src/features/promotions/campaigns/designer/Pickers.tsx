import type { Imagen, Plantilla } from '@socios/api';
import { PictureTile, Spinner, Text, Tiles } from '@socios/ui';
import type { ReactNode } from 'react';

/** One choice of a picker: a picture (data URL, or null while it loads) and its name. */
export interface PickerChoice {
  /** Key of the choice. */
  key: string;
  /** Its name, also the button's accessible name. */
  name: string;
  /** Its picture as a data URL; null while it loads; '' when it has none. */
  picture: string | null;
  /** A short line under the name. */
  note?: string;
}

/** A grid of picture buttons: templates to start from, or gallery images to place. */
export function PictureChoices({
  label,
  choices,
  onPick,
  empty,
}: {
  label: string;
  choices: readonly PickerChoice[];
  onPick: (key: string) => void;
  empty: ReactNode;
}) {
  if (choices.length === 0) return <Text tone="muted">{empty}</Text>;
  return (
    <Tiles as="ul" minWidth={40} gap={3} aria-label={label}>
      {choices.map((c) => (
        <li key={c.key}>
          <PictureTile
            label={c.name}
            onPick={() => onPick(c.key)}
            picture={c.picture === null ? <Spinner size="sm" decorative /> : c.picture ? <img src={c.picture} alt="" /> : (c.note ?? '')}
          >
            <Text as="span" weight="medium" truncate>
              {c.name}
            </Text>
          </PictureTile>
        </li>
      ))}
    </Tiles>
  );
}

/** The templates as choices, with their previews once loaded. */
export function templateChoices(templates: readonly Plantilla[], previews: ReadonlyMap<number, string>): PickerChoice[] {
  return templates.map((t) => ({ key: `t${t.PLTPRO_ID}`, name: t.PLTPRO_NOMBRE, picture: previews.get(t.PLTPRO_ID) ?? null }));
}

/** The gallery images as choices ('Grupo' for another member's shared image), with thumbnails once loaded. */
export function imageChoices(images: readonly Imagen[], thumbnails: ReadonlyMap<number, string>): PickerChoice[] {
  return images.map((i) => ({
    key: String(i.IMG_ID),
    name: i.Grupo ? `${i.IMG_NOMBRE} (Grupo)` : i.IMG_NOMBRE,
    picture: thumbnails.get(i.IMG_ID) ?? null,
  }));
}
