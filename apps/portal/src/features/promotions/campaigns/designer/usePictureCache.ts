import { useRef, useState } from 'react';

/**
 * Loads data URLs by id on demand and keeps them (template previews, gallery thumbnails). A picture that cannot be
 * read is kept as '' (an empty frame, and for a gallery image the designer's 'no se puede cargar'), never loading
 * forever.
 */
export function usePictureCache(load: (id: number) => Promise<string>) {
  const [pictures, setPictures] = useState<ReadonlyMap<number, string>>(new Map());
  const asked = useRef(new Set<number>());
  const ensure = (ids: readonly number[]) => {
    for (const id of ids) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      load(id).then(
        (url) => setPictures((prev) => new Map(prev).set(id, url)),
        () => setPictures((prev) => new Map(prev).set(id, '')),
      );
    }
  };
  return { pictures, ensure };
}

/** Spanish text of a failure (the api client's errors carry the server's message). */
export const failure = (err: unknown) => (err instanceof Error && err.message ? err.message : 'Error de servidor');
