import type { CategoriaImagen, Imagen } from '@socios/api';
import { Chip, EmptyState, Inline, PictureTile, Spinner, Text, Tiles } from '@socios/ui';
import { useEffect, useRef, useState } from 'react';
import { useMosaicBatches } from '../../../app/directory/directoryList';
import { NO_RESULTS_TEXT, RecordActions } from '../shared';
import { categoryName, GALLERY_BATCH, GALLERY_LOAD_MARGIN, GALLERY_PAGE_TEXTS, galleryImageUrl } from './data';

/** Props of ImageGallery. */
export interface ImageGalleryProps {
  /** The images shown (already filtered and sorted). */
  images: readonly Imagen[];
  /** The member's categories (to name an image's). */
  categories: readonly CategoriaImagen[];
  /** Opens the edit dialog of one of the member's own images. */
  onEdit: (image: Imagen) => void;
  /** Asks to delete one of the member's own images. */
  onDelete: (image: Imagen) => void;
  /** The first load is running. */
  loading?: boolean;
  /** The address of an image's picture; the attachment download by default (stories pass their own). */
  imageUrl?: (id: number) => string;
  /** Images shown at first and added near the end; 40 by default (001 §9). */
  batch?: number;
}

// Six tiles a row when there is room, fewer (down to two on a phone) when the page is narrower: each column is a sixth
// of the row but never narrower than a tile of about 136 px, so the row follows the room the page gives the gallery
// (the sidebar takes part of the window), not the window's width.
/** One image: its picture (a text when it cannot be loaded), name, size and category, 'Grupo' or its buttons. */
function ImageTile({
  image,
  category,
  url,
  onEdit,
  onDelete,
}: {
  image: Imagen;
  category: string | null;
  url: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <PictureTile
      label={image.IMG_NOMBRE}
      picture={broken ? 'Imagen no disponible' : <img src={url} alt={image.IMG_NOMBRE} loading="lazy" onError={() => setBroken(true)} />}
    >
      <Text as="span" weight="bold" truncate title={image.IMG_NOMBRE}>
        {image.IMG_NOMBRE}
      </Text>
      <Text as="span" tone="muted" truncate>
        {image.IMG_RESOLUCION} · {image.IMG_EXTENSION.toUpperCase()}
      </Text>
      {category ? (
        <Text as="span" tone="muted" truncate>
          {category}
        </Text>
      ) : null}
      <Inline justify="between" gap={1} wrap={false}>
        {/* Another member's image shared with the group is read-only (001 §2.18): no buttons. */}
        {image.Grupo ? <Chip tone="primary">{GALLERY_PAGE_TEXTS.group}</Chip> : <span>{image.IMG_COMPARTIDA ? 'Compartida' : null}</span>}
        {image.Grupo ? null : <RecordActions name={image.IMG_NOMBRE} onEdit={onEdit} onDelete={onDelete} />}
      </Inline>
    </PictureTile>
  );
}

/**
 * The gallery grid (001 §2.18 Imagenes, §9): six images a row (four, three or two where the page is narrower), 40 at first
 * and 40 more each time the end of the list comes within about 940 px of the window's bottom. The member's own images
 * have edit and delete; the group's ('Grupo') have none.
 */
export function ImageGallery({ images, categories, onEdit, onDelete, loading, imageUrl = galleryImageUrl, batch = GALLERY_BATCH }: ImageGalleryProps) {
  const { items, onEndReached } = useMosaicBatches(images, 'cards', batch);
  const end = useRef<HTMLDivElement>(null);
  const more = items.length < images.length;

  // A fresh observer after every batch (items.length): it reports at once when the end is still near, so a tall
  // window fills up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: items.length is the trigger, see above
  useEffect(() => {
    const target = end.current;
    if (!target || !more || !onEndReached) return;
    // The document as root: its viewport, with the margin applied even when the page is framed (Storybook).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onEndReached();
      },
      { root: target.ownerDocument, rootMargin: `0px 0px ${GALLERY_LOAD_MARGIN}px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [more, onEndReached, items.length]);

  if (loading) return <Spinner label="Cargando" />;
  if (images.length === 0) return <EmptyState title={NO_RESULTS_TEXT} />;
  return (
    <div>
      <Tiles as="ul" minWidth={34} gap={3} maxColumns={6} aria-label="Imágenes">
        {items.map((image) => (
          <li key={image.IMG_ID}>
            <ImageTile
              image={image}
              category={image.Grupo ? null : categoryName(categories, image.IMG_ID_CATEGORIA)}
              url={imageUrl(image.IMG_ID)}
              onEdit={() => onEdit(image)}
              onDelete={() => onDelete(image)}
            />
          </li>
        ))}
      </Tiles>
      {more ? <div ref={end} aria-hidden="true" /> : null}
    </div>
  );
}
