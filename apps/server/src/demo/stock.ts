import { netPrice, normalizeReference } from '@socios/domain';
import type { Queryable } from '../db/db';
import { insertColumns, insertRows } from './insert';
import { DEMO_PLATES } from './partsVehicles';
import type { SeedDay } from './day';
import type { Random } from './random';

/**
 * The demo purchase the README documents: «Recambios Demo» (admin) buys from «Autorecambios Levante» (otro)
 * this brake-pad set of the vehicle of plate 1234BBB, which Levante holds in two warehouses and several other members
 * hold too; one of them does not sell to «Recambios Demo» ('No es cliente').
 */
export const DEMO_STOCK = {
  /** The generic and brand of the demo reference: Bosch's brake pads fitting 1234BBB. */
  generic: 402,
  brand: 'Bosch',
  /** Levante's units in its two warehouses. */
  levanteUnits: [6, 4],
  /** Levante's discount to «Recambios Demo» (%). */
  levanteDiscount: 12,
} as const;

/** Share of the catalogue's articles some member holds, and of the tyres, lubricants and batteries. */
const SHARE = 0.07;
const SPECIALTY_SHARE = 0.45;
/** Generic articles searched by their measures: tyres, engine oils, batteries. */
const SPECIALTIES = new Set([3053, 3224, 1]);
/** Sellers each member may be a customer of (the nearest ones in the member list), so that relations scale linearly. */
const CUSTOMER_WINDOW = 120;

const WAREHOUSE_NAMES = ['Central', 'Almacén norte', 'Almacén sur', 'Nave polígono', 'Tienda centro', 'Delegación'];

type Article = { id: number; marca: number; ref: string; pvp: number; gen: number };
type Member = { id: number; cif: string; name: string; town: string };

/**
 * Stock between members: 1–3 warehouses per member, the units of about 7 % of the catalogue's articles (45 % of the
 * tyres, engine oils and batteries) at 3–12 members each, in one or two of their warehouses, with the special values
 * '0' and '-9999' and prices near the article's PVP; 'customer of' relations (about 85 % of the pairs, with a
 * discount), the demo purchase of DEMO_STOCK and a few past orders between the two demo members in every state.
 */
export async function seedStock(db: Queryable, _scale: number, rng: Random, day: SeedDay): Promise<void> {
  const members = await db.query<Member>(
    "SELECT soc_id AS id, soc_cif AS cif, soc_nombre AS name, coalesce(soc_poblacion, '') AS town FROM members ORDER BY soc_id",
  );
  const demo = members.find((m) => m.name === 'Recambios Demo');
  const levante = members.find((m) => m.name === 'Autorecambios Levante');
  if (!demo || !levante) throw new Error('seedStock: the demo members are missing');

  // Warehouses: the demo members have two each; the others one to three.
  const warehouseRows = members.flatMap((m) => {
    const count = m.id === demo.id || m.id === levante.id ? 2 : rng.int(1, 3);
    return Array.from({ length: count }, (_, k) => ({
      alm_id_socio: m.id,
      alm_codigo: String(k + 1).padStart(2, '0'),
      alm_descripcion: k === 0 ? 'Central' : k === 1 && m.town ? m.town : (WAREHOUSE_NAMES[k] ?? `Almacén ${k + 1}`),
    }));
  });
  const warehouseIds = (await insertRows(db, 'member_warehouses', warehouseRows, 'alm_id')) as number[];
  const warehousesOf = new Map<number, number[]>();
  for (const [i, w] of warehouseRows.entries()) warehousesOf.set(w.alm_id_socio, [...(warehousesOf.get(w.alm_id_socio) ?? []), warehouseIds[i]!]);

  // The demo reference: the first Bosch brake-pad set of the fitment class of 1234BBB's vehicle.
  const [demoArticle] = await db.query<Article>(
    `SELECT a.art_id AS id, a.art_id_marca AS marca, a.art_referencia AS ref, a.art_pvp::float8 AS pvp, a.art_id_generico AS gen
       FROM catalogue_articles a JOIN brands b ON b.mar_id = a.art_id_marca
      WHERE a.art_id_generico = $1 AND b.mar_nombre = $2
        AND a.art_clase = (SELECT e.mot_clase FROM vehicle_plates p JOIN vehicle_engines e ON e.mot_id = p.mot_id WHERE p.matricula = $3 LIMIT 1)
      ORDER BY a.art_id LIMIT 1`,
    [DEMO_STOCK.generic, DEMO_STOCK.brand, DEMO_PLATES.one],
  );
  if (!demoArticle) throw new Error('seedStock: no demo article for the demo plate');

  const articles = await db.query<Article>(
    `SELECT art_id AS id, art_id_marca AS marca, art_referencia AS ref, art_pvp::float8 AS pvp, art_id_generico AS gen
       FROM catalogue_articles ORDER BY art_id`,
  );

  const col = {
    socio: [] as number[],
    norm: [] as string[],
    marca: [] as number[],
    almacen: [] as number[],
    ref: [] as string[],
    own: [] as string[],
    art: [] as number[],
    units: [] as number[],
    publica: [] as boolean[],
    precio: [] as number[],
  };
  const hold = (member: Member, article: Article, warehouse: number, units: number, publica: boolean) => {
    const norm = normalizeReference(article.ref);
    col.socio.push(member.id);
    col.norm.push(norm);
    col.marca.push(article.marca);
    col.almacen.push(warehouse);
    col.ref.push(article.ref);
    col.own.push(rng.next() < 0.6 ? norm : `${member.cif.slice(1, 4)}-${norm}`);
    col.art.push(article.id);
    col.units.push(units);
    col.publica.push(publica);
    col.precio.push(Math.round(article.pvp * (0.85 + rng.next() * 0.3) * 100) / 100);
  };

  // The demo reference: Levante in both warehouses, five other members (one grey, one at '0', one not selling to
  // «Recambios Demo»). «Recambios Demo» does not hold it.
  const others = members.filter((m) => m.id !== demo.id && m.id !== levante.id);
  const demoHolders = others.slice(0, 5);
  const notSelling = demoHolders[4]!;
  const [levanteMain, levanteSecond] = warehousesOf.get(levante.id)!;
  hold(levante, demoArticle, levanteMain!, DEMO_STOCK.levanteUnits[0], true);
  hold(levante, demoArticle, levanteSecond!, DEMO_STOCK.levanteUnits[1], true);
  demoHolders.forEach((m, i) => {
    const units = i === 1 ? 0 : i === 2 ? 0 : rng.int(2, 15);
    hold(m, demoArticle, warehousesOf.get(m.id)![0]!, units, i !== 1);
  });

  for (const article of articles) {
    if (article.id === demoArticle.id) continue;
    if (rng.next() >= (SPECIALTIES.has(article.gen) ? SPECIALTY_SHARE : SHARE)) continue;
    const holders = rng.int(3, Math.min(12, members.length));
    const chosen = new Set<number>();
    while (chosen.size < holders) chosen.add(rng.int(0, members.length - 1));
    for (const index of chosen) {
      const member = members[index]!;
      const warehouses = warehousesOf.get(member.id)!;
      const first = rng.int(0, warehouses.length - 1);
      const used = warehouses.length > 1 && rng.next() < 0.3 ? [first, (first + 1) % warehouses.length] : [first];
      for (const w of used) {
        const roll = rng.next();
        const grey = roll < 0.07;
        const units = grey || roll < 0.17 ? 0 : roll < 0.8 ? rng.int(1, 12) : rng.int(13, 60);
        hold(member, article, warehouses[w]!, units, !grey);
      }
    }
  }
  await insertColumns(
    db,
    (from) => `INSERT INTO member_stock (stk_id_socio, stk_ref_norm, stk_id_marca, stk_id_almacen, stk_referencia, stk_referencia_asociado,
                 stk_id_articulo, stk_unidades, stk_publica, stk_precio) SELECT * FROM ${from}`,
    [
      { type: 'int', values: col.socio },
      { type: 'text', values: col.norm },
      { type: 'int', values: col.marca },
      { type: 'int', values: col.almacen },
      { type: 'text', values: col.ref },
      { type: 'text', values: col.own },
      { type: 'int', values: col.art },
      { type: 'int', values: col.units },
      { type: 'bool', values: col.publica },
      { type: 'numeric', values: col.precio },
    ],
  );
  await db.query(
    `INSERT INTO member_stock_imports (soc_id, imported_at, lineas)
     SELECT stk_id_socio, $1::timestamptz - make_interval(hours => (stk_id_socio * 7) % 72), count(*)::int FROM member_stock GROUP BY stk_id_socio`,
    [day.now],
  );

  // 'Customer of': each member buys from about 85 % of the sellers near it in the list, at a discount of 0–25 %.
  // «Recambios Demo» and «Autorecambios Levante» buy from each other; «Recambios Demo» does not buy from notSelling.
  const customers = { seller: [] as number[], buyer: [] as number[], discount: [] as number[] };
  const n = members.length;
  for (let b = 0; b < n; b++) {
    const buyer = members[b]!;
    for (let d = 1; d <= Math.min(CUSTOMER_WINDOW, n - 1); d++) {
      const seller = members[(b + d) % n]!;
      const pair = (buyer.id === demo.id && seller.id === levante.id) || (buyer.id === levante.id && seller.id === demo.id);
      const refused = buyer.id === demo.id && seller.id === notSelling.id;
      const roll = rng.next();
      if (refused || (!pair && roll >= 0.85)) continue;
      customers.seller.push(seller.id);
      customers.buyer.push(buyer.id);
      customers.discount.push(buyer.id === demo.id && seller.id === levante.id ? DEMO_STOCK.levanteDiscount : rng.int(0, 50) / 2);
    }
  }
  await insertColumns(db, (from) => `INSERT INTO member_customers (cli_id_vendedor, cli_id_comprador, cli_descuento) SELECT * FROM ${from}`, [
    { type: 'int', values: customers.seller },
    { type: 'int', values: customers.buyer },
    { type: 'numeric', values: customers.discount },
  ]);

  await seedPastOrders(db, rng, demo, levante, day.now);
  await db.query('ANALYZE member_warehouses, member_stock, member_customers');
}

/** A few orders between the two demo members in every state, so that 'Mis pedidos' has something for both. */
async function seedPastOrders(db: Queryable, rng: Random, demo: Member, levante: Member, now: Date): Promise<void> {
  const plan: { buyer: Member; seller: Member; states: string[]; daysAgo: number }[] = [
    { buyer: demo, seller: levante, states: ['pendiente', 'aceptado', 'preparado', 'recogido'], daysAgo: 20 },
    { buyer: demo, seller: levante, states: ['pendiente', 'cancelado'], daysAgo: 12 },
    { buyer: demo, seller: levante, states: ['pendiente', 'aceptado'], daysAgo: 3 },
    { buyer: levante, seller: demo, states: ['pendiente', 'aceptado', 'preparado'], daysAgo: 5 },
    { buyer: levante, seller: demo, states: ['pendiente'], daysAgo: 1 },
  ];
  const users = await db.query<{ id: number; socio: number; name: string }>(
    `SELECT usr_id AS id, usr_id_socio AS socio, usr_nombre || ' ' || usr_apellidos AS name FROM users
      WHERE usr_clave IN ('admin', 'otro') ORDER BY usr_id`,
  );
  const userOf = (m: Member) => users.find((u) => u.socio === m.id)!;
  for (const order of plan) {
    const [point] = await db.query<{ id: number; text: string }>(
      `SELECT socpv_id AS id, socpv_nombre || ' — ' || concat_ws(', ', socpv_direccion, concat_ws(' ', socpv_cp, socpv_poblacion)) AS text
         FROM points_of_sale WHERE socpv_id_socio = $1 ORDER BY socpv_id LIMIT 1`,
      [order.buyer.id],
    );
    const stock = await db.query<{ marca: number; brand: string; ref: string; norm: string; gen: string; code: string; wh: string; price: number }>(
      `SELECT s.stk_id_marca AS marca, b.mar_nombre AS brand, s.stk_referencia AS ref, s.stk_ref_norm AS norm,
              coalesce(g.gen_nombre, '') AS gen, w.alm_codigo AS code, w.alm_descripcion AS wh, s.stk_precio::float8 AS price
         FROM member_stock s JOIN member_warehouses w ON w.alm_id = s.stk_id_almacen JOIN brands b ON b.mar_id = s.stk_id_marca
         LEFT JOIN catalogue_articles a ON a.art_id = s.stk_id_articulo LEFT JOIN generic_articles g ON g.gen_id = a.art_id_generico
        WHERE s.stk_id_socio = $1 AND s.stk_publica AND s.stk_unidades > 0
        ORDER BY s.stk_ref_norm, s.stk_id_almacen LIMIT 40`,
      [order.seller.id],
    );
    const [relation] = await db.query<{ d: number }>(
      'SELECT cli_descuento::float8 AS d FROM member_customers WHERE cli_id_vendedor = $1 AND cli_id_comprador = $2',
      [order.seller.id, order.buyer.id],
    );
    const discount = relation?.d ?? 0;
    const lines = Array.from({ length: rng.int(1, 3) }, () => rng.pick(stock)).filter((l, i, all) => all.indexOf(l) === i);
    const units = lines.map(() => rng.int(1, 3));
    const nets = lines.map((l) => netPrice(l.price, discount));
    const total = Math.round(nets.reduce((sum, net, i) => sum + net * units[i]!, 0) * 100) / 100;
    const user = userOf(order.buyer);
    const days = (k: number) => `'${now.toISOString()}'::timestamptz - make_interval(days => ${order.daysAgo}) + make_interval(hours => ${k * 5})`;
    const [created] = await db.query<{ id: number }>(
      `INSERT INTO orders (ped_numero, ped_id_comprador, ped_id_vendedor, ped_id_usuario, ped_id_punto_venta, ped_punto_recogida,
                           ped_observaciones, ped_su_pedido, ped_pedido_por, ped_estado, ped_fecha, ped_fecha_estado,
                           ped_lineas, ped_unidades, ped_total)
       VALUES ('P' || to_char(${days(0)}, 'YY') || '-' || lpad(nextval('order_numbers')::text, 6, '0'), $1, $2, $3, $4, $5, $6, '', $7, $8,
               ${days(0)}, ${days(order.states.length - 1)}, $9, $10, $11)
       RETURNING ped_id AS id`,
      [
        order.buyer.id,
        order.seller.id,
        user.id,
        point?.id ?? null,
        point?.text ?? '',
        `Enviar a: ${point?.text ?? ''}`,
        user.name,
        order.states[order.states.length - 1],
        lines.length,
        units.reduce((a, b) => a + b, 0),
        total,
      ],
    );
    await insertRows(
      db,
      'order_lines',
      lines.map((l, i) => ({
        ped_id: created!.id,
        lin_numero: i + 1,
        lin_id_marca: l.marca,
        lin_marca: l.brand,
        lin_referencia: l.ref,
        lin_ref_norm: l.norm,
        lin_descripcion: l.gen,
        lin_codigo_almacen: l.code,
        lin_descripcion_almacen: l.wh,
        lin_unidades: units[i],
        lin_precio: l.price,
        lin_descuento: discount,
        lin_neto: nets[i],
      })),
    );
    for (const [k, state] of order.states.entries()) {
      const mover = state === 'pendiente' || (state === 'cancelado' && k === 1 && order.buyer === demo) ? user : userOf(order.seller);
      await db.query(`INSERT INTO order_history (ped_id, his_estado, his_fecha, his_id_usuario, his_usuario) VALUES ($1, $2, ${days(k)}, $3, $4)`, [
        created!.id,
        state,
        mover.id,
        mover.name,
      ]);
    }
  }
}
