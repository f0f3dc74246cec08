/**
 * @socios/domain: the pure business rules of both spec documents, used by the portal and the server alike.
 * Named exports only; types are exported with `export type`. A module whose every export is public (accounts/, and
 * most rule modules) is re-exported whole; the others name what they share.
 */

export type { FieldError, Result } from './result';
export { fail, ok } from './result';

export * from './formatNumber';
export * from './dates';
export * from './dateTime';

export { isValidWebUrl, normalizeWebUrl, PHONE_PREFIX, phoneHref } from './links';

export * from './text';

export { ALPHABET, letterOf, matchesLetters, toggleLetter } from './letterFilter';
export { matchesYearFilter, YEAR_FILTER_MIN_CHARS } from './vehicleYearFilter';

export * from './validation/upload';
export * from './validation/contact';

// Accounts (users, the member company, points of sale, the audit log): one curated surface, accounts/index.ts.
export * from './accounts';
export * from './validation/user';
export * from './validation/password';
export { EMAIL_MAX_LENGTH, isEmailAddress } from './validation/email';

export * from './validation/purchase';
export * from './validation/percentInput';
export * from './validation/promotions';
export * from './promotions';

export type { CsvCell, CsvWriteOptions } from './csv/writer';
export { CSV_BOM, CSV_EOL, CSV_SEPARATOR, csvCell, csvChunks, csvLine, csvText, isFormulaLike, writeCsv } from './csv/writer';
export * from './csv/reader';
export * from './csv/contactsImport';
export { ELLIPSIS, excerpt } from './excerpt';
export * from './placeSearch';
export { type ContactDedupe, contactEmailKey, contactImportSuccessText, skipKnownContacts } from './csv/contactsDedupe';
export { decodeUtf8Strict, ENCODING_MESSAGES, hasInvalidCharacters, isMisdecoded, type DecodedText } from './csv/encoding';
export * from './csv/workshopsImport';
export * from './csv/files';
export * from './sorting/articles';
export * from './sorting/tableSort';
export * from './sorting/documents';
export * from './newsFilter';
export * from './study/types';
export type { CompiledFormula } from './study/formula';
export { compileFormula, evaluateFormula, FORMULA_MAX_LENGTH, FormulaError } from './study/formula';
export type { BrandDiscounts, FormulaOutcome } from './study/discounts';
export { applyDiscountEdits, computeBrandDiscounts, discountValue, priceTypeOf, STUDY_MESSAGES, withDiscountEdited } from './study/discounts';
export * from './study/engine';
export type { StudyConsumptionLine, StudyConsumptionTable } from './study/consumptionTable';
export { buildStudyConsumptionTable, SUBFAMILY_TOTAL } from './study/consumptionTable';
export {
  sortStudyRows,
  STUDY_CSV_DECIMALS,
  STUDY_CSV_HEADER,
  STUDY_DIRECTION,
  STUDY_ORDER_BY,
  studyCsv,
  studyCsvRows,
  studyExportRow,
} from './study/references';

export * from './consumption';
export * from './products';
export * from './validation/gallery';
export { LIMIT_MESSAGES, ORDER_MAX_LINES, STOCK_IMPORT_MAX_BYTES, USER_LIMITS } from './limits';

export * from './suppliers';
export * from './export/table';
export * from './consumptionReport';
export * from './priceUpdates';
export * from './parts';
export * from './stock';
export * from './specialties';
export * from './csv/stockImport';
export { GROUP_CONTACT } from './groupContact';
export * from './validation/apiToken';
