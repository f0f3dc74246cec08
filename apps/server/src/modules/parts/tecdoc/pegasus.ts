import type { Articulo, DetalleArticulo, Fabricante, FichaVehiculo, GrupoMontaje, Modelo, Motor, ResultadosBusqueda, VehiculoMatricula } from '@socios/api';
import { compareNames, letterOf } from '@socios/domain';
import type { TecdocConfig } from '../../../config';
import type { Queryable } from '../../../db/db';
import { articleImagePath, renderArticlePicture } from '../articleImage';
import type { Catalogue } from '../catalogue';
import { makerColours, makerNameOfWmi, tariffPrices } from '../tecdoc.queries';
import type { ArrayAnswer, ArticlesAnswer, AssemblyGroupFacet, Facet, LinkageTarget, LinkageTargetsAnswer, ModelSeries, TecdocArticle } from './answers';
import type { TecdocCall } from './client';

/** Makers with the most vehicles in the account's country: the logo grid (about 50, as in the built-in catalogue). */
const MAIN_MAKERS = 50;
/** Articles read per list (TecDoc's page size). */
const PER_PAGE = 100;
/** The colour of a maker the built-in catalogue does not know (its logo tile). */
const NEUTRAL_COLOUR = '#5b6b7f';

/** 'YYYY-MM' (or YYYYMM) as 'MM/YYYY'; '' when unknown. */
function monthYear(value: string | number | null | undefined): string {
  const m = /^(\d{4})-?(\d{2})/.exec(String(value ?? ''));
  return m ? `${m[2]}/${m[1]}` : '';
}
const orNull = (text: string) => text || null;

/**
 * The parts catalogue of a TecDoc Pegasus 3.0 account: vehicles by getLinkageTargets (makers from its facets), models
 * by getModelSeries2, plates by getVehiclesByKeyNumberPlates, assembly groups from getArticles' assembly-group facets,
 * articles by getArticles with the include flags. What TecDoc does not hold comes from our own tables: PVP and the
 * group's net of the brand's reference in our tariffs (0 and null when we have none), the makers' colours and the VIN
 * maker codes (WMI). TecDoc has no shortcuts: the groups page shows none.
 */
export function tecdocCatalogue(db: Queryable, config: TecdocConfig, call: TecdocCall, fetchImpl: typeof fetch = fetch): Catalogue {
  const country = config.country;
  const targets = (params: Record<string, unknown>) =>
    call<LinkageTargetsAnswer>('getLinkageTargets', { linkageTargetCountry: country, linkageTargetType: 'P', ...params });
  const articles = (params: Record<string, unknown>) => call<ArticlesAnswer>('getArticles', { articleCountry: country, ...params });
  /** Articles with every include flag, by id. */
  async function fullArticles(ids: readonly number[]): Promise<Map<number | undefined, TecdocArticle>> {
    const answer = await articles({ legacyArticleIds: ids, perPage: PER_PAGE, page: 1, includeAll: true });
    return new Map((answer.articles ?? []).map((a) => [a.genericArticles?.[0]?.legacyArticleId, a]));
  }
  const target = async (engineId: number) =>
    (await targets({ linkageTargetIds: [{ type: 'P', id: engineId }], perPage: 1, page: 1 })).linkageTargets?.[0] ?? null;

  /** Every vehicle of a query (TecDoc pages them 100 at a time). */
  async function allTargets(params: Record<string, unknown>): Promise<LinkageTarget[]> {
    const out: LinkageTarget[] = [];
    for (let page = 1; ; page++) {
      const answer = await targets({ ...params, perPage: PER_PAGE, page });
      out.push(...(answer.linkageTargets ?? []));
      if (out.length >= answer.total || (answer.linkageTargets ?? []).length === 0) return out;
    }
  }

  async function makerFacets(): Promise<Facet[]> {
    return (await targets({ perPage: 0, page: 1, includeMfrFacets: true })).mfrFacets?.counts ?? [];
  }

  const plated = (t: LinkageTarget, vin: string | null): VehiculoMatricula => ({
    Id: t.linkageTargetId,
    Bastidor: vin,
    Descripcion: `${t.mfrName} ${t.vehicleModelSeriesName}`,
    Motor: t.description,
    Combustible: t.fuelType ?? null,
    FDesde: monthYear(t.beginYearMonth),
    FHasta: orNull(monthYear(t.endYearMonth)),
    CC: t.capacityCC ?? null,
    Kw: t.kiloWattsFrom ?? 0,
  });

  /** PVP and the first price list's net of each (brand, reference) in our tariffs. */
  async function prices(list: readonly TecdocArticle[]): Promise<Map<string, { pvp: number; neto: number | null }>> {
    if (list.length === 0) return new Map();
    const rows = await tariffPrices(
      db,
      list.map((a) => a.mfrName.toUpperCase()),
      list.map((a) => a.articleNumber.toUpperCase()),
    );
    return new Map(rows.map((r) => [`${r.marca}\u0000${r.ref}`, { pvp: r.pvp, neto: r.neto }]));
  }

  async function toArticles(list: readonly TecdocArticle[], link: number, group: number | null): Promise<Articulo[]> {
    const known = await prices(list);
    return list.flatMap((a, i) => {
      const generic = a.genericArticles?.[0];
      if (!generic) return [];
      const price = known.get(`${a.mfrName.toUpperCase()}\u0000${a.articleNumber.toUpperCase()}`);
      return [
        {
          articleIdField: generic.legacyArticleId,
          articleNoField: a.articleNumber,
          brandNoField: a.dataSupplierId,
          brandNameField: a.mfrName,
          genericArticleNameField: generic.genericArticleDescription,
          genericArticleIdField: generic.genericArticleId,
          assemblyGroupIdField: group ?? generic.assemblyGroupNodeId ?? 0,
          articleLinkIdField: link,
          sortNoField: i + 1,
          PVP: price?.pvp ?? 0,
          Neto: price?.neto ?? null,
          Blanca: false,
          Destacada: false,
          Nexus: false,
          Homologada: false,
        },
      ];
    });
  }

  return {
    async vehiclesByPlate(plate) {
      const found = await call<ArrayAnswer<{ carId: number; vin?: string | null }>>('getVehiclesByKeyNumberPlates', {
        country,
        keySystemNumber: plate,
        keySystemType: config.plateKeySystem,
        linkingTargetType: 'P',
      });
      const cars = found.data?.array ?? [];
      if (cars.length === 0) return [];
      const list = (await targets({ linkageTargetIds: cars.map((c) => ({ type: 'P', id: c.carId })), perPage: PER_PAGE, page: 1 })).linkageTargets ?? [];
      const vinOf = new Map(cars.map((c) => [c.carId, c.vin ?? null]));
      return list.map((t) => plated(t, vinOf.get(t.linkageTargetId) ?? null));
    },

    async vehiclesByVin() {
      // VIN lookups are a separate TecDoc product: the VIN box then decodes the maker and the year only.
      return [];
    },

    async makers() {
      const facets = await makerFacets();
      const main = new Set(
        [...facets]
          .sort((a, b) => b.count - a.count)
          .slice(0, MAIN_MAKERS)
          .map((f) => f.id),
      );
      const colours = await makerColours(db);
      return facets
        .map(
          (f): Fabricante => ({
            id: f.id,
            nombre: f.name,
            letra: letterOf(f.name) ?? '',
            principal: main.has(f.id),
            color: colours.get(f.name.toUpperCase()) ?? NEUTRAL_COLOUR,
          }),
        )
        .sort((a, b) => compareNames(a.nombre, b.nombre));
    },

    async makerByWmi(wmi) {
      // Our table of maker codes gives the name; TecDoc's maker of that name gives the id.
      const name = await makerNameOfWmi(db, wmi);
      if (name === null) return null;
      const facet = (await makerFacets()).find((f) => f.name.toUpperCase() === name.toUpperCase());
      return facet ? { id: facet.id, nombre: facet.name } : null;
    },

    async models(makerId) {
      const answer = await call<ArrayAnswer<ModelSeries>>('getModelSeries2', { country, linkingTargetType: 'P', manuId: makerId });
      const list = answer.data?.array ?? [];
      if (list.length === 0 && !(await makerFacets()).some((f) => f.id === makerId)) return null;
      return list
        .map(
          (m): Modelo => ({ id: m.modelId, nombre: m.modelname, fechaDesde: monthYear(m.yearOfConstrFrom), fechaHasta: orNull(monthYear(m.yearOfConstrTo)) }),
        )
        .sort((a, b) => compareNames(a.nombre, b.nombre));
    },

    async engines(makerId, modelId) {
      const list = await allTargets({ mfrIds: [makerId], vehicleModelSeriesIds: [modelId] });
      if (list.length === 0) return null;
      return list.map(
        (t): Motor => ({
          id: t.linkageTargetId,
          nombreMotor: t.description,
          codeMotor: (t.engines ?? []).map((e) => e.code).join(', '),
          fechaDesde: monthYear(t.beginYearMonth),
          fechaHasta: orNull(monthYear(t.endYearMonth)),
          KW: t.kiloWattsFrom ?? 0,
          CV: t.horsePowerFrom ?? 0,
          CC: t.capacityCC ?? null,
        }),
      );
    },

    async dataSheet(engineId) {
      const t = await target(engineId);
      if (!t) return null;
      return {
        idMotor: t.linkageTargetId,
        fabricante: t.mfrName,
        modelo: t.vehicleModelSeriesName,
        motor: t.description,
        anyoDesde: monthYear(t.beginYearMonth),
        anyoHasta: orNull(monthYear(t.endYearMonth)),
        carroceria: t.bodyStyle ?? null,
        traccion: t.driveType ?? null,
        KW: t.kiloWattsFrom ?? 0,
        CV: t.horsePowerFrom ?? 0,
        CC: t.capacityCC ?? null,
        cilindros: t.cylinders ?? null,
        valvulas: t.valves ?? null,
        tipoMotor: t.engineType ?? null,
        combustible: t.fuelType ?? null,
        combustion: t.fuelMixtureFormationType ?? null,
        numeroTecDoc: t.linkageTargetId,
        codigosMotor: (t.engines ?? []).map((e) => e.code),
      } satisfies FichaVehiculo;
    },

    async vehicle(engineId) {
      const t = await target(engineId);
      if (!t) return null;
      return {
        idFabricante: t.mfrId,
        fabricante: t.mfrName,
        idModelo: t.vehicleModelSeriesId,
        modelo: t.vehicleModelSeriesName,
        idMotor: t.linkageTargetId,
        motor: t.description,
        bastidor: null,
      };
    },

    async groups(engineId) {
      if (!(await target(engineId))) return null;
      const answer = await articles({
        linkageTargetId: engineId,
        linkageTargetType: 'P',
        perPage: 0,
        page: 1,
        assemblyGroupFacetOptions: { enabled: true, assemblyGroupType: 'P', includeCompleteTree: true },
      });
      const nodes = answer.assemblyGroupFacets?.counts ?? [];
      const byId = new Map(nodes.map((n) => [n.assemblyGroupNodeId, n]));
      const withChildren = new Set(nodes.map((n) => n.parentNodeId).filter((p): p is number => p != null));
      const grupos = nodes.map((n): GrupoMontaje => {
        const chain: AssemblyGroupFacet[] = [];
        for (
          let up = n.parentNodeId == null ? undefined : byId.get(n.parentNodeId);
          up && chain.length < 3;
          up = up.parentNodeId == null ? undefined : byId.get(up.parentNodeId)
        ) {
          chain.push(up);
        }
        const names = [...chain.map((c) => c.assemblyGroupName).reverse(), n.assemblyGroupName];
        return {
          id: n.assemblyGroupNodeId,
          label: n.assemblyGroupName,
          hasChilds: withChildren.has(n.assemblyGroupNodeId),
          parentId1: chain[0]?.assemblyGroupNodeId ?? null,
          parentId2: chain[1]?.assemblyGroupNodeId ?? null,
          parentId3: chain[2]?.assemblyGroupNodeId ?? null,
          nivel_1: names[0]!,
          nivel_2: names[1] ?? null,
          nivel_3: names[2] ?? null,
          nivel_4: names[3] ?? null,
        };
      });
      return { grupos, atajos: [] };
    },

    async articlesByEngineAndGroup(engineId, groupId) {
      if (!(await target(engineId))) return null;
      const answer = await articles({
        linkageTargetId: engineId,
        linkageTargetType: 'P',
        assemblyGroupNodeIds: [groupId],
        perPage: PER_PAGE,
        page: 1,
        includeGenericArticles: true,
      });
      return toArticles(answer.articles ?? [], engineId, groupId);
    },

    async articlesByReference(reference) {
      const answer = await articles({ searchQuery: reference, searchType: 10, perPage: PER_PAGE, page: 1, includeGenericArticles: true });
      return toArticles(answer.articles ?? [], 0, null);
    },

    async referenceSuggestions(text, limit) {
      const answer = await articles({ searchQuery: text, searchType: 10, searchMatchType: 'prefix', perPage: limit, page: 1, includeGenericArticles: true });
      return (answer.articles ?? []).flatMap((a): ResultadosBusqueda['REFERENCIAS'] => {
        const generic = a.genericArticles?.[0];
        return generic ? [{ ART_ID: generic.legacyArticleId, REFERENCIA: a.articleNumber, MARCA: a.mfrName, NOMBRE: generic.genericArticleDescription }] : [];
      });
    },

    async details(articleIds) {
      if (articleIds.length === 0) return [];
      const byId = await fullArticles(articleIds);
      return articleIds.flatMap((id): DetalleArticulo[] => {
        const a = byId.get(id);
        if (!a) return [];
        const criteria = (a.articleCriteria ?? []).map((c) =>
          `${c.criteriaDescription}: ${[c.formattedValue, c.criteriaUnitDescription].filter(Boolean).join(' ')}`.trim(),
        );
        return [
          {
            Art_Id: id,
            Art_EAN: a.gtins?.[0] ?? null,
            Art_Atributos: criteria.join('|'),
            Art_Equivalencias: (a.replacesArticles ?? []).map((r) => (r.mfrName ? `${r.mfrName} ${r.articleNumber}` : r.articleNumber)).join('|'),
            Art_OEN_Numeros: (a.oemNumbers ?? []).map((o) => `${o.mfrName}:${o.articleNumber}`),
            // The portal's own addresses: the server fetches TecDoc's photograph (or draws one), so pages load images from the portal only.
            Art_Img: articleImagePath(id, 800),
            Art_Thumbnails: [articleImagePath(id, 200)],
          },
        ];
      });
    },

    async articleImage(articleId, size) {
      const a = (await fullArticles([articleId])).get(articleId);
      if (!a) return null;
      const image = a.images?.[0];
      const url = size === 200 ? (image?.imageURL200 ?? image?.imageURL400) : (image?.imageURL800 ?? image?.imageURL400);
      if (url) {
        try {
          const res = await fetchImpl(url, { signal: AbortSignal.timeout(15_000) });
          const type = res.headers.get('content-type') ?? '';
          if (res.ok && /^image\/(jpeg|png|gif|webp)$/.test(type.split(';')[0]!.trim()))
            return { contentType: type, bytes: Buffer.from(await res.arrayBuffer()) };
        } catch {
          // A photograph that does not come is replaced by the drawing.
        }
      }
      const generic = a.genericArticles?.[0]?.genericArticleDescription ?? '';
      return { contentType: 'image/png', bytes: renderArticlePicture({ brand: a.mfrName, reference: a.articleNumber, generic, group: generic }, size) };
    },
  };
}
