/**
 * @socios/domain: the pure business rules of both spec documents, used by the portal and the server alike.
 * Named exports only; types are exported with `export type`.
 */

export type { FieldError, Result } from './result';
export { fail, ok } from './result';

export type { NumberFormatOptions } from './formatNumber';
export {
  CSV_LONG_DECIMALS,
  DEFAULT_DECIMALS,
  floorTo,
  formatAxisValue,
  formatEuro,
  formatLongDecimal,
  formatNumber,
  formatPercent,
  NBSP,
  parseGermanNumber,
  roundTo,
} from './formatNumber';

export type { CalendarDate, YearMonth } from './dates';
export {
  calendarDateOf,
  compareDates,
  dayMonthStamp,
  dayNumber,
  daysInMonth,
  formatDate,
  formatMonthYear,
  isLeapYear,
  isValidCalendarDate,
  MONTH_NAMES_ES,
  monthName,
  parseDate,
  parseMonthYear,
  twoDigits,
} from './dates';

export { isValidWebUrl, normalizeWebUrl, PHONE_PREFIX, phoneHref } from './links';

export {
  anyFieldContains,
  compareNames,
  containsIgnoreCase,
  containsIgnoreCaseAndAccents,
  foldCase,
  searchKey,
  sortByName,
  spanishSortKey,
  stripAccents,
} from './text';

export { ALPHABET, letterOf, matchesLetters, toggleLetter } from './letterFilter';
export { matchesYearFilter, YEAR_FILTER_MIN_CHARS } from './vehicleYearFilter';

export type { UploadCandidate, UploadCheck, UploadErrorKind } from './validation/upload';
export {
  CSV_EXTENSIONS,
  contentMatchesExtension,
  DOCUMENT_EXTENSIONS,
  extensionOf,
  GALLERY_EXTENSIONS,
  hasExtension,
  IMAGE_EXTENSIONS,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_KB,
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  validateCsvImportFile,
  validateDocumentUpload,
  validateGalleryImage,
  validateImageUpload,
} from './validation/upload';

export type { ContactField, ContactInput, PhoneInputState, ValidContact } from './validation/contact';
export {
  applyPhoneInput,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  deleteConfirmation,
  groupAreaAction,
  validateContact,
  validateContactGroupText,
} from './validation/contact';

export type {
  AuditAction,
  AuditChange,
  AuditedUser,
  MemberField,
  MemberFieldsInput,
  PermissionFlags,
  PointOfSaleField,
  PointOfSaleInput,
  RequestedFlags,
  UserFieldsInput,
  UserFormField,
  ValidMemberFields,
  ValidPointOfSale,
  ValidUserFields,
} from './accounts';
export {
  ACCOUNT_ADMIN_FLAG,
  ACCOUNT_MESSAGES,
  AUDIT_TEXTS,
  applyPermissionEdit,
  auditUserName,
  FIELD_MESSAGES,
  inheritPermissions,
  MAP_DEFAULT_VIEW,
  MAP_ZOOM_RANGE,
  MEMBER_FIELD_LABELS,
  MEMBER_LIMITS,
  PERMISSION_FLAG_LABELS,
  POINT_OF_SALE_FIELD_LABELS,
  POINT_OF_SALE_LIMITS,
  refusalText,
  USER_FIELD_LABELS,
  USER_FIELD_LIMITS,
  userAuditChanges,
  validateMemberFields,
  validatePointOfSale,
  validateUserFields,
} from './accounts';
export type { NewUserInput, UserField } from './validation/user';
export { passwordChangeNeedsCurrent, USER_MESSAGES, validateNewUser, WRONG_CURRENT_PASSWORD } from './validation/user';
export {
  type CommonPasswordCheck,
  characterCount,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
} from './validation/password';
export { EMAIL_MAX_LENGTH, isEmailAddress } from './validation/email';

export type { PurchaseCheck, PurchaseLineInput } from './validation/purchase';
export {
  PURCHASE_MESSAGES,
  STEPPER_MAX_DIGITS,
  STOCK_GREY,
  STOCK_NONE,
  stepperValue,
  stepQuantity,
  stockState,
  validatePurchase,
} from './validation/purchase';

export type { PercentInputValue, PercentInvalidReason } from './validation/percentInput';
export {
  DISCOUNT_MAX,
  filterPercentText,
  formatPercentInput,
  isPercentInputKey,
  PERCENT_INPUT_KEYS,
  PERCENT_INPUT_MESSAGES,
  parsePercentInput,
  percentInputMessage,
} from './validation/percentInput';

export type { CampaignField, CampaignInput, FormMode, IncludedGroup } from './validation/promotions';
export {
  CAMPAIGN_DATE_LIMITS,
  CAMPAIGN_NAME_LIMITS,
  campaignSendGroups,
  PROMOTION_MESSAGES,
  validateCampaign,
  validateWorkshopGroupName,
  validateWorkshopName,
  WORKSHOP_GROUP_NAME_LIMITS,
  WORKSHOP_NAME_MAX,
} from './validation/promotions';

export type { CsvCell, CsvWriteOptions } from './csv/writer';
export { CSV_BOM, CSV_EOL, CSV_SEPARATOR, csvCell, csvChunks, csvLine, csvText, isFormulaLike, writeCsv } from './csv/writer';
export type { CsvLineError, CsvReadResult, CsvRecord } from './csv/reader';
export { CSV_READ_MESSAGES, formatLineError, isBlankRecord, parseCsvRecords, readCsv } from './csv/reader';
export type { ContactImportResult, ImportedContact } from './csv/contactsImport';
export { ELLIPSIS, excerpt } from './excerpt';
export { type ContactDedupe, contactEmailKey, contactImportSuccessText, skipKnownContacts } from './csv/contactsDedupe';
export {
  CONTACT_IMPORT_COLUMNS,
  CONTACT_IMPORT_FIELD_MESSAGES,
  CONTACT_IMPORT_LIMITS,
  CONTACT_IMPORT_MESSAGES,
  importContactsCsv,
} from './csv/contactsImport';
export { decodeUtf8Strict, ENCODING_MESSAGES, hasInvalidCharacters, isMisdecoded, type DecodedText } from './csv/encoding';
export type { ImportedWorkshop, WorkshopImportField, WorkshopImportResult } from './csv/workshopsImport';
export { importWorkshopsCsv, WORKSHOP_IMPORT_COLUMNS, WORKSHOP_IMPORT_MESSAGES } from './csv/workshopsImport';
export {
  CONTACTS_TEMPLATE_FILE_NAME,
  contactsImportTemplate,
  MEMBERS_CSV_FILE_NAME,
  safeFileNamePart,
  studyCsvFileName,
  tariffsCsvFileName,
  WORKSHOPS_TEMPLATE_FILE_NAME,
  workshopsImportTemplate,
} from './csv/files';

export type { ArticleLike } from './sorting/articles';
export {
  addToSelection,
  dropDuplicateArticles,
  hasArticleId,
  isFlagSet,
  normalizeReference,
  removeFromSelection,
  sortArticlesFiltered,
  sortArticlesForReference,
} from './sorting/articles';
export type { NetFamily, NetSortColumn, PricedTableChange, PricedTableState, SortDirection, SortState, TariffSortColumn } from './sorting/tableSort';
export {
  applyPricedTableChange,
  compareCells,
  DEFAULT_NET_FAMILY,
  DEFAULT_TARIFF_PAGE_SIZE,
  NET_FAMILIES,
  NET_SORT_COLUMNS,
  DEFAULT_TARIFF_SORT,
  pagePositions,
  TARIFF_SORT_COLUMNS,
  totalPages,
  nextSort,
  sortRows,
  TARIFF_PAGE_SIZES,
} from './sorting/tableSort';
export type { DocumentFilter, DocumentLike, DocumentSort } from './sorting/documents';
export {
  clearFolder,
  DEFAULT_DOCUMENT_SORT,
  documentMatches,
  EMPTY_DOCUMENT_FILTER,
  listDocuments,
  nextDocumentSort,
  selectFolder,
  sortDocuments,
  toggleCategory,
  toggleType,
} from './sorting/documents';

export type { NewsFilter, NewsMode, NewsYearOption } from './newsFilter';
export {
  changeNewsYear,
  DEFAULT_NEWS_MODE,
  defaultNewsFilter,
  favouriteButtonText,
  NEWS_MESSAGES,
  NEWS_MODES,
  sortNewsFeaturedFirst,
  unreadNewsRequest,
} from './newsFilter';

export type { BrandId, StudyConsumptionRow, StudyDiscount, StudyFormulaRow, StudyRecords, StudyReference, StudySelection } from './study/types';
export type { CompiledFormula } from './study/formula';
export { compileFormula, evaluateFormula, FORMULA_MAX_LENGTH, FormulaError } from './study/formula';
export type { BrandDiscounts, FormulaOutcome } from './study/discounts';
export { applyDiscountEdits, computeBrandDiscounts, discountValue, priceTypeOf, STUDY_MESSAGES, withDiscountEdited } from './study/discounts';
export type { StudyBrandSummary, StudyResult, StudyTierSummary } from './study/engine';
export { ALL_ROWS, calculatedNet, computeStudy, STUDY_TIER_LIMITS, tierOf } from './study/engine';
export type { StudyConsumptionLine, StudyConsumptionTable } from './study/consumptionTable';
export { buildStudyConsumptionTable, SUBFAMILY_TOTAL } from './study/consumptionTable';
export { sortStudyRows, STUDY_CSV_HEADER, STUDY_DIRECTION, STUDY_ORDER_BY, studyCsv, studyCsvRows } from './study/references';

export type { ConsumptionBand, MonthlyConsumptionRow, MonthPoint, MonthRange, PercentChange } from './consumption';
export {
  ACCUMULATE_BY,
  annualForecast,
  CONSUMPTION_BAND_LIMITS,
  CONSUMPTION_LINE_TYPES,
  CONSUMPTION_MESSAGES,
  canAcceptMonthRange,
  canPickEndMonth,
  consumptionBand,
  monthlySeries,
  DASHBOARD_CONSUMPTION_TYPES,
  DEFAULT_MONTH_RANGE,
  isGroupingLine,
  monthRangeParams,
  percentChange,
  percentOf,
  pickEndMonth,
  pickStartMonth,
  twelveMonthSeries,
  visibleConsumptionLines,
  yearsToShow,
  yearToDatePercent,
} from './consumption';

export type { MemberLike, ProductLike } from './products';
export { groupByMember, memberMatches, productMatches, tyreSearchKey, visibleBatteries } from './products';
export {
  CATEGORY_NAME_MAX,
  type CheckedName,
  checkCategoryName,
  checkImageName,
  GALLERY_TEXTS,
  IMAGE_NAME_MAX,
  sameCategoryName,
} from './validation/gallery';
export { LIMIT_MESSAGES, ORDER_MAX_LINES, STOCK_IMPORT_MAX_BYTES, USER_LIMITS } from './limits';

export * from './suppliers';
export {
  type ExportColumn,
  type ExportFormat,
  exportFileName,
  exportHeader,
  exportRow,
  exportWidths,
  NET_PRICE_EXPORT_COLUMNS,
  type NetPriceExportLine,
} from './export/table';

export type {
  ConsumptionDimension,
  ConsumptionFigures,
  ConsumptionGroupRow,
  ConsumptionGrouping,
  ConsumptionReportLine,
  GroupByOption,
  ReportLineNames,
  ReportPeriod,
} from './consumptionReport';
export {
  ACCUMULATE_DIMENSIONS,
  ACCUMULATE_OPTIONS,
  accumulateOf,
  CONSUMPTION_GROUPING_NAMES,
  CONSUMPTION_GROUPINGS,
  DIMENSION_TITLES,
  groupByOptions,
  groupingLevels,
  noConsumptionText,
  filterReportLines,
  isTotalLine,
  lineDepth,
  lineLabel,
  orderReportLines,
  reportPeriod,
} from './consumptionReport';

export type { PriceUpdateLike, ScaleLike, UpdateBrandNode, UpdateDayNode, UpdateMonthNode, UpdateType, UpdateTypeNode } from './priceUpdates';
export {
  DEFAULT_UPDATE_TYPE,
  isUpdateType,
  needsNextBatch,
  nextUpdateBatch,
  priceDifference,
  SCALED_CONDITION_TYPE,
  UPDATE_BATCH,
  UPDATE_BATCH_THRESHOLD,
  UPDATE_LINE_SORT_COLUMNS,
  UPDATE_TYPES,
  updatesTree,
  updateTitle,
  updateTypeLabel,
  userScaleIndex,
} from './priceUpdates';
export type { UpdateLineSortColumn } from './priceUpdates';

export type { ArticleAttribute, AssemblyGroupLike, GroupNavigation, OeNumber, PagerItem, TyreClass, TyreLabel } from './parts';
export {
  ARTICLES_PER_PAGE,
  canDrillOut,
  chooseShortcut,
  drillIn,
  drillOut,
  PAGER_MARGIN_PAGES,
  PAGER_RANGE,
  pageAfterFilterChange,
  pageCount,
  pageOf,
  pagerItems,
  parentOf,
  START_NAVIGATION,
  splitAttributes,
  splitOeNumbers,
  TYRE_CLASSES,
  tyreClass,
  tyreLabelOf,
  validVin,
  vinCheckDigit,
  vinModelYear,
  vinWmi,
  visibleGroups,
} from './parts';
export type { OfferAction, OrderBody, OrderingUser, OrderOutcome, OrderSide, OrderState, PickupPointLike, ShopState, StockOfferLike, StockOfferOrder } from './stock';
export {
  buildOrderBody,
  netPrice,
  offerAction,
  ORDER_MOVE_LABELS,
  ORDER_STATE_LABELS,
  ORDER_STATES,
  orderedBy,
  orderMoveRefusal,
  orderMoves,
  orderOutcome,
  pickupAddress,
  SEND_TO_PREFIX,
  sortStockOffers,
  STOCK_TEXTS,
  stockLabel,
  stockUnits,
} from './stock';
export type {
  BatteryField,
  BatteryFigures,
  BatteryInput,
  Climate,
  MemberGroup,
  MemberRowLike,
  Polarity,
  SpecialtyFilter,
  SpecialtyLike,
  TyreField,
  TyreSize,
  TyreSizeInput,
} from './specialties';
export {
  activeFilterCount,
  BATTERY_LIMITS,
  batteryChips,
  CLIMATES,
  climateOf,
  filterSpecialties,
  formatTyreSize,
  formatViscosity,
  groupByOfferingMember,
  matchesClimate,
  matchesGeneralSearch,
  matchesPolarity,
  NO_SPECIALTY_FILTER,
  normalizeViscosity,
  parseTyreSize,
  POLARITIES,
  polarityOf,
  resultSummary,
  SPECIALTY_MESSAGES,
  validateBatteryFigures,
  validateTyreSize,
  validateViscosity,
} from './specialties';
export type { ImportedStockLine, StockImportField, StockImportResult } from './csv/stockImport';
export {
  importStockCsv,
  parseStockPrice,
  STOCK_IMPORT_COLUMNS,
  STOCK_IMPORT_GREY,
  STOCK_IMPORT_LIMITS,
  STOCK_IMPORT_MAX_ROWS,
  STOCK_IMPORT_MESSAGES,
  STOCK_TEMPLATE_FILE_NAME,
  stockImportTemplate,
} from './csv/stockImport';
