// The conditions-between-members module: what the rest of the server may use of it (the seed stores the text).
export { CONDITIONS_PDF_FILE, memberConditionsHandlers } from './handlers';
export { CONDITIONS_PDF_TITLE, conditionsPdf } from './pdf';
export { saveConditionsText } from './queries';
