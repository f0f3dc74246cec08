/** The Pegasus 3.0 answers, as far as the catalogue reads them (every other field is ignored). */

/** A vehicle (linkage target of type P: passenger car). */
export interface LinkageTarget {
  linkageTargetId: number;
  mfrId: number;
  mfrName: string;
  vehicleModelSeriesId: number;
  vehicleModelSeriesName: string;
  description: string;
  beginYearMonth?: string | null;
  endYearMonth?: string | null;
  kiloWattsFrom?: number | null;
  horsePowerFrom?: number | null;
  capacityCC?: number | null;
  cylinders?: number | null;
  valves?: number | null;
  fuelType?: string | null;
  fuelMixtureFormationType?: string | null;
  engineType?: string | null;
  bodyStyle?: string | null;
  driveType?: string | null;
  engines?: { id: number; code: string }[] | null;
}
export interface Facet {
  id: number;
  name: string;
  count: number;
}
export interface LinkageTargetsAnswer {
  total: number;
  linkageTargets?: LinkageTarget[] | null;
  mfrFacets?: { total: number; counts: Facet[] } | null;
}
export interface AssemblyGroupFacet {
  assemblyGroupNodeId: number;
  assemblyGroupName: string;
  parentNodeId?: number | null;
  count: number;
}
export interface TecdocArticle {
  dataSupplierId: number;
  articleNumber: string;
  mfrId: number;
  mfrName: string;
  genericArticles?: { genericArticleId: number; genericArticleDescription: string; legacyArticleId: number; assemblyGroupNodeId?: number | null }[] | null;
  gtins?: string[] | null;
  oemNumbers?: { articleNumber: string; mfrName: string }[] | null;
  articleCriteria?: { criteriaDescription: string; formattedValue?: string | null; criteriaUnitDescription?: string | null }[] | null;
  replacesArticles?: { articleNumber: string; mfrName?: string | null }[] | null;
  images?: { imageURL200?: string | null; imageURL400?: string | null; imageURL800?: string | null }[] | null;
}
export interface ArticlesAnswer {
  totalMatchingArticles: number;
  articles?: TecdocArticle[] | null;
  assemblyGroupFacets?: { total: number; counts: AssemblyGroupFacet[] } | null;
}
/** getModelSeries2 / getVehiclesByKeyNumberPlates answer in the older shape: { data: { array: [...] } }. */
export interface ArrayAnswer<T> {
  data?: { array?: T[] | null } | null;
}
export interface ModelSeries {
  modelId: number;
  modelname: string;
  /** YYYYMM */
  yearOfConstrFrom?: number | null;
  yearOfConstrTo?: number | null;
}
