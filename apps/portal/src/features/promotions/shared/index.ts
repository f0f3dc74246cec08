/**
 * The list tools every promotions page shares (001 §2.18): the page frame, the search / view / ABC / new-record
 * toolbar, the card-or-line collection with its record card and buttons, the paged-list data hook with the name and
 * letter filter, the change runner that shows failures in the app's popup, the edit / delete state of a list and the
 * list page that puts them together.
 */
export { countText, type NameFilter, type PagedList, type PagedRow, pageBody, useNameFilter, usePagedList } from './data';
export { type ChangeAnswer, failureText, useChange } from './failure';
export {
  ItemCollection,
  type ItemCollectionProps,
  NO_RESULTS_TEXT,
  RecordActions,
  type RecordActionsProps,
} from './ItemCollection';
export { CheckList, type CheckListItem, type CheckListProps, type IncludedTicks, useGroupTicks, useIncludedTicks } from './CheckList';
export { ListTools, type ListToolsProps } from './ListTools';
export { NameField, type NameFieldProps } from './NameField';
export { PromotionPage, type PromotionPageProps } from './PromotionPage';
export {
  RecordDeleteDialog,
  type RecordDeleteDialogProps,
  RecordListPage,
  type RecordListPageProps,
} from './RecordListPage';
export { type RecordChangeOptions, type RecordChanges, useRecordChanges } from './records';
