import { deleteConfirmation } from '@socios/domain';
import { ConfirmDialog, RecordCard, type ViewMode } from '@socios/ui';
import { type ReactNode, useState } from 'react';
import { countText, type PagedList, useNameFilter } from './data';
import { ItemCollection, RecordActions } from './ItemCollection';
import { ListTools } from './ListTools';
import { PromotionPage } from './PromotionPage';
import type { RecordChanges } from './records';

/** Props of RecordDeleteDialog. */
export interface RecordDeleteDialogProps<T> {
  /** The list's changes (useRecordChanges): the record asked about, 'Aceptar' and 'Cancelar'. */
  records: Pick<RecordChanges<T, never>, 'deleting' | 'confirmDelete' | 'cancelDelete'>;
  /** The record's name, for the question. */
  nameOf: (record: T) => string;
  /** The dialog's title ('Borrar taller'). */
  title: string;
  /** The question; 'Desea borrar {name} ?' by default (001 §8). */
  question?: (name: string) => string;
  /** The delete is running: 'Aceptar' shows it. */
  busy: boolean;
}

/** The confirmation of a record's delete, open while `records.deleting` holds one. */
export function RecordDeleteDialog<T>({ records, nameOf, title, question = deleteConfirmation, busy }: RecordDeleteDialogProps<T>) {
  const { deleting } = records;
  return (
    <ConfirmDialog
      open={deleting !== null}
      title={title}
      message={deleting !== null ? question(nameOf(deleting)) : ''}
      destructive
      loading={busy}
      onConfirm={() => void records.confirmDelete()}
      onCancel={records.cancelDelete}
    />
  );
}

/** Props of RecordListPage. */
export interface RecordListPageProps<T> {
  /** The page's name, last in the trail ('Mis Talleres'). */
  title: string;
  /** The records (usePagedList). */
  list: Pick<PagedList<T>, 'rows' | 'loading'>;
  /** The edit dialog's and delete confirmation's state (useRecordChanges, whatever its form's value). */
  records: RecordChanges<T, never>;
  /** The record's name: its card's title, the search and the ABC filter. */
  nameOf: (record: T) => string;
  /** A stable key per record (its id). */
  getKey: (record: T) => string | number;
  /** Accessible name of the collection ('Talleres'). */
  label: string;
  /** The count line's nouns, singular and plural ('taller', 'talleres'). */
  noun: readonly [singular: string, plural: string];
  /** The lines of a record's card. */
  details?: (record: T) => readonly ReactNode[];
  /** More buttons of a record, before edit and delete (send, duplicate). */
  recordActions?: (record: T) => ReactNode;
  /** More buttons of the page after 'Nuevo' (import, export); they get the records shown. */
  tools?: (shown: readonly T[]) => ReactNode;
  /** Narrowest card before the grid holds one column fewer, in px (ItemCollection's default when absent). */
  minCardWidth?: number;
  /** Title of the delete confirmation ('Borrar taller'). */
  deleteTitle: string;
  /** A change is running: the confirmation's 'Aceptar' shows it. */
  busy: boolean;
  /** The page's dialogs (the edit dialog, an import), before the delete confirmation. */
  children?: ReactNode;
}

/**
 * A promotions list page (001 §2.18): the trail, the search by name (button or Enter), the card/list toggle, the ABC
 * filter, 'Nuevo' ('Añadir' on mobile) and the count; the records as cards or lines with their buttons (edit and
 * delete); the page's dialogs and the delete confirmation ('Desea borrar {name} ?').
 */
export function RecordListPage<T>({
  title,
  list,
  records,
  nameOf,
  getKey,
  label,
  noun,
  details,
  recordActions,
  tools,
  minCardWidth,
  deleteTitle,
  busy,
  children,
}: RecordListPageProps<T>) {
  const filter = useNameFilter(list.rows, nameOf);
  const [view, setView] = useState<ViewMode>('cards');
  return (
    <PromotionPage title={title}>
      <ListTools
        onSearch={filter.setQuery}
        view={view}
        onViewChange={setView}
        letters={filter.letters}
        onLettersChange={filter.setLetters}
        onNew={records.openNew}
        actions={tools?.(filter.shown)}
        count={list.loading ? null : countText(filter.shown.length, list.rows.length, noun[0], noun[1])}
      />
      <ItemCollection
        items={filter.shown}
        getKey={getKey}
        view={view}
        label={label}
        loading={list.loading}
        minCardWidth={minCardWidth}
        renderItem={(record, layout) => (
          <RecordCard
            title={nameOf(record)}
            layout={layout}
            details={details?.(record)}
            actions={
              <RecordActions name={nameOf(record)} onEdit={() => records.edit(record)} onDelete={() => records.askDelete(record)}>
                {recordActions?.(record)}
              </RecordActions>
            }
          />
        )}
      />
      {children}
      <RecordDeleteDialog records={records} nameOf={nameOf} title={deleteTitle} busy={busy} />
    </PromotionPage>
  );
}
