import type { Imagen, Plantilla } from '@socios/api';
import { focusRing, Spinner, Text } from '@socios/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.thumbnail.md}, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledChoice = styled.button`
  display: grid;
  grid-template-rows: ${({ theme }) => theme.size.thumbnail.md} auto;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 100%;
  padding: ${({ theme }) => theme.spacing(2)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
  ${focusRing}
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

const StyledPlaceholder = styled.span`
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

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
    <StyledGrid aria-label={label}>
      {choices.map((c) => (
        <li key={c.key}>
          <StyledChoice type="button" aria-label={c.name} onClick={() => onPick(c.key)}>
            {c.picture === null ? (
              <StyledPlaceholder>
                <Spinner size="sm" decorative />
              </StyledPlaceholder>
            ) : c.picture ? (
              <img src={c.picture} alt="" />
            ) : (
              <StyledPlaceholder>{c.note ?? ''}</StyledPlaceholder>
            )}
            <Text as="span" size="sm" weight="medium" truncate>
              {c.name}
            </Text>
          </StyledChoice>
        </li>
      ))}
    </StyledGrid>
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
