import {
  type Articulo,
  type Fabricante,
  type FichaVehiculo,
  type GrupoMontaje,
  type Modelo,
  type Motor,
  REFERENCE_SEARCH_MAX,
  type ResultadosBusqueda,
  type VehiculoMatricula,
  type VehiculoTecDoc,
} from '@socios/api';
import { compareNames, letterOf, normalizeReference } from '@socios/domain';
import type { Queryable } from '../../db/db';
import { type ArticlePicture, articleImagePath, renderArticlePicture } from './articleImage';
import type { Catalogue } from './catalogue';
import { likePrefix } from '../../db/like';

/** A reference as compared: upper case without spaces, dots, dashes or slashes (as the index stores it). */
const PUNCTUATION = `'[\\s.\\-/]'`;
const normalized = (column: string) => `upper(regexp_replace(${column}, ${PUNCTUATION}, '', 'g'))`;

const byName = <T extends { nombre: string }>(rows: T[]) => rows.sort((a, b) => compareNames(a.nombre, b.nombre));

const ARTICLE = `a.art_id AS "articleIdField", a.art_referencia AS "articleNoField", a.art_id_marca AS "brandNoField", b.mar_nombre AS "brandNameField",
  g.gen_nombre AS "genericArticleNameField", g.gen_id AS "genericArticleIdField", g.gen_id_grupo AS "assemblyGroupIdField",
  a.art_pvp::float8 AS "PVP", a.art_neto::float8 AS "Neto", a.art_blanca AS "Blanca", a.art_destacada AS "Destacada",
  a.art_nexus AS "Nexus", a.art_homologada AS "Homologada"`;

type ArticleRow = Omit<Articulo, 'articleLinkIdField' | 'sortNoField'>;

/** The built-in catalogue: our own tables (migration 0012), filled by the seed or an import. */
export function builtinCatalogue(db: Queryable): Catalogue {
  const engineClass = async (engineId: number) =>
    (await db.query<{ clase: number }>('SELECT mot_clase AS clase FROM vehicle_engines WHERE mot_id = $1', [engineId]))[0]?.clase ?? null;

  const list = (rows: ArticleRow[], link: number): Articulo[] => rows.map((r, i) => ({ ...r, articleLinkIdField: link, sortNoField: i + 1 }));

  /** The registered vehicles whose plate or chassis number (`where`, on p: vehicle_plates) is $1. */
  const platedVehicles = (where: string, value: string) =>
    db.query<VehiculoMatricula>(
      `SELECT e.mot_id AS "Id", p.bastidor AS "Bastidor", f.fab_nombre || ' ' || m.mod_nombre AS "Descripcion", e.mot_nombre AS "Motor",
              e.mot_combustible AS "Combustible", to_char(e.mot_desde, 'MM/YYYY') AS "FDesde", to_char(e.mot_hasta, 'MM/YYYY') AS "FHasta",
              e.mot_cc AS "CC", e.mot_kw AS "Kw"
         FROM vehicle_plates p JOIN vehicle_engines e ON e.mot_id = p.mot_id JOIN vehicle_models m ON m.mod_id = e.mot_id_modelo
         JOIN vehicle_manufacturers f ON f.fab_id = m.mod_id_fabricante
        WHERE ${where} ORDER BY e.mot_id`,
      [value],
    );

  return {
    vehiclesByPlate(plate) {
      return platedVehicles('p.matricula = $1', plate);
    },

    vehiclesByVin(vin) {
      return platedVehicles('p.bastidor = $1', vin);
    },

    async makers() {
      const rows = await db.query<Omit<Fabricante, 'letra'>>(
        'SELECT fab_id AS id, fab_nombre AS nombre, fab_principal AS principal, fab_color AS color FROM vehicle_manufacturers',
      );
      return byName(rows.map((r) => ({ ...r, letra: letterOf(r.nombre) ?? '' })));
    },

    async makerByWmi(wmi) {
      const [row] = await db.query<{ id: number; nombre: string }>(
        'SELECT fab_id AS id, fab_nombre AS nombre FROM vehicle_manufacturers WHERE $1 = ANY(fab_wmi) ORDER BY fab_id LIMIT 1',
        [wmi],
      );
      return row ?? null;
    },

    async models(makerId) {
      const maker = await db.query('SELECT 1 FROM vehicle_manufacturers WHERE fab_id = $1', [makerId]);
      if (!maker.length) return null;
      return byName(
        await db.query<Modelo>(
          `SELECT mod_id AS id, mod_nombre AS nombre, to_char(mod_desde, 'MM/YYYY') AS "fechaDesde", to_char(mod_hasta, 'MM/YYYY') AS "fechaHasta"
             FROM vehicle_models WHERE mod_id_fabricante = $1`,
          [makerId],
        ),
      );
    },

    async engines(makerId, modelId) {
      const model = await db.query('SELECT 1 FROM vehicle_models WHERE mod_id = $1 AND mod_id_fabricante = $2', [modelId, makerId]);
      if (!model.length) return null;
      const rows = await db.query<Motor>(
        `SELECT mot_id AS id, mot_nombre AS "nombreMotor", array_to_string(mot_codigos, ', ') AS "codeMotor", to_char(mot_desde, 'MM/YYYY') AS "fechaDesde",
                to_char(mot_hasta, 'MM/YYYY') AS "fechaHasta", mot_kw AS "KW", mot_cv AS "CV", mot_cc AS "CC"
           FROM vehicle_engines WHERE mot_id_modelo = $1`,
        [modelId],
      );
      return rows.sort((a, b) => compareNames(a.nombreMotor, b.nombreMotor) || a.KW - b.KW || a.id - b.id);
    },

    async dataSheet(engineId) {
      const [row] = await db.query<FichaVehiculo>(
        `SELECT e.mot_id AS "idMotor", f.fab_nombre AS fabricante, m.mod_nombre AS modelo, e.mot_nombre AS motor,
                to_char(e.mot_desde, 'MM/YYYY') AS "anyoDesde", to_char(e.mot_hasta, 'MM/YYYY') AS "anyoHasta",
                e.mot_carroceria AS carroceria, e.mot_traccion AS traccion, e.mot_kw AS "KW", e.mot_cv AS "CV", e.mot_cc AS "CC",
                e.mot_cilindros AS cilindros, e.mot_valvulas AS valvulas, e.mot_tipo_motor AS "tipoMotor", e.mot_combustible AS combustible,
                e.mot_combustion AS combustion, e.mot_id AS "numeroTecDoc", e.mot_codigos AS "codigosMotor"
           FROM vehicle_engines e JOIN vehicle_models m ON m.mod_id = e.mot_id_modelo JOIN vehicle_manufacturers f ON f.fab_id = m.mod_id_fabricante
          WHERE e.mot_id = $1`,
        [engineId],
      );
      return row ?? null;
    },

    async vehicle(engineId) {
      const [row] = await db.query<VehiculoTecDoc>(
        `SELECT f.fab_id AS "idFabricante", f.fab_nombre AS fabricante, m.mod_id AS "idModelo", m.mod_nombre AS modelo, e.mot_id AS "idMotor",
                e.mot_nombre AS motor, (SELECT p.bastidor FROM vehicle_plates p WHERE p.mot_id = e.mot_id LIMIT 1) AS bastidor
           FROM vehicle_engines e JOIN vehicle_models m ON m.mod_id = e.mot_id_modelo JOIN vehicle_manufacturers f ON f.fab_id = m.mod_id_fabricante
          WHERE e.mot_id = $1`,
        [engineId],
      );
      return row ?? null;
    },

    async groups(engineId, shortcutId) {
      const clase = await engineClass(engineId);
      if (clase === null) return null;
      // The groups holding articles of the engine's class, with every group above them.
      const rows = await db.query<{ id: number; nombre: string; p1: number | null; p2: number | null; p3: number | null; orden: number }>(
        `WITH leaf AS (
           SELECT DISTINCT g.gen_id_grupo AS grp FROM generic_articles g
            WHERE EXISTS (SELECT 1 FROM catalogue_articles a WHERE a.art_clase = $1 AND a.art_id_generico = g.gen_id)),
         wanted AS (
           SELECT grp FROM leaf
           UNION SELECT x.grp_parent1 FROM leaf JOIN assembly_groups x ON x.grp_id = leaf.grp
           UNION SELECT x.grp_parent2 FROM leaf JOIN assembly_groups x ON x.grp_id = leaf.grp
           UNION SELECT x.grp_parent3 FROM leaf JOIN assembly_groups x ON x.grp_id = leaf.grp)
         SELECT grp_id AS id, grp_nombre AS nombre, grp_parent1 AS p1, grp_parent2 AS p2, grp_parent3 AS p3, grp_orden AS orden
           FROM assembly_groups WHERE grp_id IN (SELECT grp FROM wanted WHERE grp IS NOT NULL)
          ORDER BY grp_orden, grp_id`,
        [clase],
      );
      const shortcuts = await db.query<{ id: number; nombre: string; grp: number }>(
        `SELECT s.atj_id AS id, s.atj_nombre AS nombre, sg.grp_id AS grp FROM assembly_shortcuts s
           JOIN assembly_shortcut_groups sg ON sg.atj_id = s.atj_id ORDER BY s.atj_orden, s.atj_id`,
      );
      const present = new Set(rows.map((r) => r.id));
      const names = new Map(rows.map((r) => [r.id, r.nombre]));
      let kept = rows;
      if (shortcutId !== undefined) {
        const roots = new Set(shortcuts.filter((s) => s.id === shortcutId).map((s) => s.grp));
        kept = rows.filter((r) => [r.id, r.p1, r.p2, r.p3].some((id) => id !== null && roots.has(id)));
      }
      const parents = new Set(kept.map((r) => r.p1));
      const grupos: GrupoMontaje[] = kept.map((r) => {
        const path = [r.p3, r.p2, r.p1, r.id].filter((id): id is number => id !== null).map((id) => names.get(id) ?? '');
        return {
          id: r.id,
          label: r.nombre,
          hasChilds: parents.has(r.id),
          parentId1: r.p1,
          parentId2: r.p2,
          parentId3: r.p3,
          nivel_1: path[0] ?? r.nombre,
          nivel_2: path[1] ?? null,
          nivel_3: path[2] ?? null,
          nivel_4: path[3] ?? null,
        };
      });
      const atajos = [
        ...new Map(shortcuts.filter((s) => present.has(s.grp)).map((s) => [s.id, { shortCutIdField: s.id, shortCutNameField: s.nombre }])).values(),
      ];
      return { grupos, atajos };
    },

    async articlesByEngineAndGroup(engineId, groupId) {
      const clase = await engineClass(engineId);
      if (clase === null) return null;
      const rows = await db.query<ArticleRow>(
        `SELECT ${ARTICLE}
           FROM catalogue_articles a JOIN generic_articles g ON g.gen_id = a.art_id_generico
           JOIN assembly_groups grp ON grp.grp_id = g.gen_id_grupo JOIN brands b ON b.mar_id = a.art_id_marca
          WHERE a.art_clase = $1 AND $2 IN (grp.grp_id, grp.grp_parent1, grp.grp_parent2, grp.grp_parent3)
          ORDER BY b.mar_nombre, a.art_referencia`,
        [clase, groupId],
      );
      return list(rows, engineId);
    },

    async articlesByReference(reference) {
      const key = normalizeReference(reference);
      if (!key) return [];
      const rows = await db.query<ArticleRow>(
        `SELECT ${ARTICLE}
           FROM catalogue_articles a JOIN generic_articles g ON g.gen_id = a.art_id_generico JOIN brands b ON b.mar_id = a.art_id_marca
          WHERE a.art_id IN (
                  (SELECT r.art_id FROM catalogue_articles r WHERE ${normalized('r.art_referencia')} LIKE $1 ORDER BY r.art_id LIMIT ${REFERENCE_SEARCH_MAX})
                  UNION (SELECT o.art_id FROM catalogue_article_oe o WHERE o.oe_norm LIKE $1 ORDER BY o.art_id LIMIT ${REFERENCE_SEARCH_MAX}))
          ORDER BY a.art_id
          LIMIT ${REFERENCE_SEARCH_MAX}`,
        // The pattern is passed whole ('KEY%'), so that each side is a range read of its prefix index; each side keeps
        // only its first ids, since the answer is the first of their union.
        [likePrefix(key)],
      );
      return list(rows, 0);
    },

    async referenceSuggestions(text, limit) {
      const key = normalizeReference(text);
      if (!key) return [];
      // Read in the reference index's order, so that only the first `limit` entries of the prefix are read.
      return db.query<ResultadosBusqueda['REFERENCIAS'][number]>(
        `SELECT a.art_id AS "ART_ID", a.art_referencia AS "REFERENCIA", b.mar_nombre AS "MARCA", g.gen_nombre AS "NOMBRE"
           FROM catalogue_articles a JOIN generic_articles g ON g.gen_id = a.art_id_generico JOIN brands b ON b.mar_id = a.art_id_marca
          WHERE ${normalized('a.art_referencia')} LIKE $1
          ORDER BY ${normalized('a.art_referencia')} USING ~<~, a.art_id
          LIMIT $2`,
        [likePrefix(key), limit],
      );
    },

    async articleImage(articleId, size) {
      const [row] = await db.query<ArticlePicture>(
        `SELECT b.mar_nombre AS brand, a.art_referencia AS reference, g.gen_nombre AS generic, top.grp_nombre AS "group"
           FROM catalogue_articles a JOIN generic_articles g ON g.gen_id = a.art_id_generico JOIN brands b ON b.mar_id = a.art_id_marca
           JOIN assembly_groups x ON x.grp_id = g.gen_id_grupo
           JOIN assembly_groups top ON top.grp_id = coalesce(x.grp_parent3, x.grp_parent2, x.grp_parent1, x.grp_id)
          WHERE a.art_id = $1`,
        [articleId],
      );
      return row ? { contentType: 'image/png', bytes: renderArticlePicture(row, size) } : null;
    },

    async details(articleIds) {
      if (articleIds.length === 0) return [];
      const rows = await db.query<{ id: number; ean: string | null; attr: string; equiv: string; oen: string }>(
        `SELECT art_id AS id, art_ean AS ean, art_atributos AS attr, art_equivalencias AS equiv, art_oen AS oen
           FROM catalogue_articles WHERE art_id = ANY($1::int[])`,
        [articleIds],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return articleIds.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        return [
          {
            Art_Id: r.id,
            Art_EAN: r.ean,
            Art_Atributos: r.attr,
            Art_Equivalencias: r.equiv,
            Art_OEN_Numeros: r.oen ? r.oen.split('|').filter(Boolean) : [],
            Art_Img: articleImagePath(r.id, 800),
            Art_Thumbnails: [articleImagePath(r.id, 200)],
          },
        ];
      });
    },
  };
}
