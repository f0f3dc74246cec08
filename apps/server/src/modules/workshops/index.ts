// The workshops module (issue 21): the member's workshops, workshop groups, the country list and the import.
export {
  countryHandlers,
  groupWorkshopLinkHandlers,
  workshopGroupHandlers,
  workshopGroupLinkHandlers,
  workshopHandlers,
} from './handlers';
