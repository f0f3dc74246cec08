/**
 * The general document library (spec 001 §2.8, §4, §9): search over name, description, file type and category
 * ignoring case and accents; sort by name ascending (default) or by upload date, direction toggled; folder, category
 * and type filters: selecting a folder filters to it, selecting the same category or type again clears it,
 * selecting a different folder resets the other filters, clearing the folder returns to the folder grid.
 *
 * Choices: upload dates that do not parse sort after every real date; ties keep name order. Selecting the SAME
 * folder again keeps it (the clear-folder button is the way back). Folder, category and type are matched by id.
 */
import { dayNumber, parseDate } from '../dates';
import { anyFieldContains, compareNames } from '../text';
import type { SortDirection } from './tableSort';

/** The document fields these rules read (spec 001 §3). */
export interface DocumentLike {
  readonly DOC_NOMBRE: string;
  readonly DOC_DESCRIPCION?: string | null;
  readonly DOC_FECHA_SUBIDA?: string | null;
  readonly DOC_CARD_ID?: number | null;
  readonly DOC_CAT_ID?: number | null;
  readonly CATD_NOMBRE?: string | null;
  readonly DOC_TDO_ID?: number | null;
  readonly TDO_NOMBRE?: string | null;
}

/** How the documents are sorted. */
export interface DocumentSort {
  readonly by: 'name' | 'date';
  readonly direction: SortDirection;
}

/** The default document sort: name ascending. */
export const DEFAULT_DOCUMENT_SORT: DocumentSort = { by: 'name', direction: 'asc' };

/** The folder, category and type filters and the search text. */
export interface DocumentFilter {
  readonly folderId: number | null;
  readonly categoryId: number | null;
  readonly typeId: number | null;
  readonly text: string;
}

/** No filter: the folder grid. */
export const EMPTY_DOCUMENT_FILTER: DocumentFilter = { folderId: null, categoryId: null, typeId: null, text: '' };

/** Selects a folder: a different folder resets the category and type filters. */
export function selectFolder(filter: DocumentFilter, folderId: number): DocumentFilter {
  if (filter.folderId === folderId) return filter;
  return { ...filter, folderId, categoryId: null, typeId: null };
}

/** Clears the folder (back to the folder grid) and the filters that depend on it. */
export function clearFolder(filter: DocumentFilter): DocumentFilter {
  return { ...filter, folderId: null, categoryId: null, typeId: null };
}

/** Selects a category; selecting the same one again clears it. */
export function toggleCategory(filter: DocumentFilter, categoryId: number): DocumentFilter {
  return { ...filter, categoryId: filter.categoryId === categoryId ? null : categoryId };
}

/** Selects a file type; selecting the same one again clears it. */
export function toggleType(filter: DocumentFilter, typeId: number): DocumentFilter {
  return { ...filter, typeId: filter.typeId === typeId ? null : typeId };
}

/** Toggles the direction when the same sort is chosen again; another sort starts ascending. */
export function nextDocumentSort(current: DocumentSort, by: DocumentSort['by']): DocumentSort {
  return current.by === by ? { by, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { by, direction: 'asc' };
}

/** True when a document passes the folder, category, type and text filters. */
export function documentMatches(doc: DocumentLike, filter: DocumentFilter): boolean {
  if (filter.folderId !== null && doc.DOC_CARD_ID !== filter.folderId) return false;
  if (filter.categoryId !== null && doc.DOC_CAT_ID !== filter.categoryId) return false;
  if (filter.typeId !== null && doc.DOC_TDO_ID !== filter.typeId) return false;
  return anyFieldContains([doc.DOC_NOMBRE, doc.DOC_DESCRIPCION, doc.TDO_NOMBRE, doc.CATD_NOMBRE], filter.text, true);
}

function uploadDay(doc: DocumentLike): number | null {
  const d = doc.DOC_FECHA_SUBIDA ? parseDate(doc.DOC_FECHA_SUBIDA) : null;
  return d ? dayNumber(d) : null;
}

/** Returns the documents sorted by name or upload date in the given direction (unparseable dates last). */
export function sortDocuments<T extends DocumentLike>(docs: readonly T[], sort: DocumentSort = DEFAULT_DOCUMENT_SORT): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = docs.map((doc, index) => ({ doc, index, day: sort.by === 'date' ? uploadDay(doc) : null }));
  keyed.sort((x, y) => {
    if (sort.by === 'date') {
      if (x.day === null || y.day === null) {
        if (x.day !== y.day) return x.day === null ? 1 : -1;
      } else if (x.day !== y.day) return sign * (x.day - y.day);
      return compareNames(x.doc.DOC_NOMBRE, y.doc.DOC_NOMBRE) || x.index - y.index;
    }
    return sign * compareNames(x.doc.DOC_NOMBRE, y.doc.DOC_NOMBRE) || x.index - y.index;
  });
  return keyed.map((k) => k.doc);
}

/** Filters then sorts the documents. */
export function listDocuments<T extends DocumentLike>(docs: readonly T[], filter: DocumentFilter, sort: DocumentSort = DEFAULT_DOCUMENT_SORT): T[] {
  return sortDocuments(
    docs.filter((d) => documentMatches(d, filter)),
    sort,
  );
}
