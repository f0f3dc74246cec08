// The workshops module: the member's workshops, workshop groups, the country list and the import.
export {
  countryHandlers,
  groupWorkshopLinkHandlers,
  workshopGroupHandlers,
  workshopGroupLinkHandlers,
  workshopHandlers,
} from './handlers';
