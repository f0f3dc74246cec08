import { PERMISSION_COLUMN_NAMES } from '@socios/api';
import { hashPassword } from '../auth/passwords';
import type { Queryable } from '../db/db';
import { insertRows } from './insert';
import { COMPANY_PATTERNS, FIRST_NAMES, PLACES, PLACES_PT, STREETS, SURNAMES } from './places';
import type { Random } from './random';
import { slug } from './text';

/** The demo accounts (README, start-up log). */
export const DEMO_ACCOUNTS = [
  {
    login: 'admin',
    password: 'admin1234',
    name: 'Ana',
    surname: 'Martínez Ruiz',
    email: 'admin@recambiosdemo.es',
    admin: true,
    allPermissions: true,
    member: 'Recambios Demo',
    note: 'administrador de cuentas de «Recambios Demo», todos los permisos',
  },
  {
    login: 'socio',
    password: 'socio1234',
    name: 'Luis',
    surname: 'García Pérez',
    email: 'socio@recambiosdemo.es',
    admin: false,
    allPermissions: false,
    member: 'Recambios Demo',
    note: 'usuario de «Recambios Demo» sin permisos',
  },
  {
    login: 'otro',
    password: 'otro1234',
    name: 'Marta',
    surname: 'Sánchez Vidal',
    email: 'otro@autorecambioslevante.es',
    admin: true,
    allPermissions: true,
    member: 'Autorecambios Levante',
    note: 'usuario de otro socio («Autorecambios Levante»), todos los permisos',
  },
] as const;

const COUNTRIES = [
  { pai_id: 1, pai_codigo: 'ES', pai_descripcion: 'ESPAÑA' },
  { pai_id: 2, pai_codigo: 'PT', pai_descripcion: 'PORTUGAL' },
  { pai_id: 3, pai_codigo: 'AD', pai_descripcion: 'ANDORRA' },
];

const CIF_LETTERS = 'ABCDEFGHJNPQRSUVW';

function companyName(rng: Random, town: string): string {
  return rng
    .pick(COMPANY_PATTERNS)
    .replace(/\{S\}/g, () => rng.pick(SURNAMES))
    .replace('{T}', town);
}

function phone(rng: Random, mobile = false): string {
  return `${mobile ? rng.pick(['6', '7']) : '9'}${rng.digits(8)}`;
}

type MemberSpec = { name: string; placeIndex: number; country: number };

function memberRow(rng: Random, spec: MemberSpec, index: number) {
  const place = spec.country === 2 ? PLACES_PT[spec.placeIndex % PLACES_PT.length]! : PLACES[spec.placeIndex % PLACES.length]!;
  const domain = `${slug(spec.name).slice(0, 24)}.${spec.country === 2 ? 'pt' : 'es'}`;
  return {
    soc_codigo: String(1000 + index),
    soc_nombre: spec.name,
    soc_contacto: `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`,
    soc_direccion: `${rng.pick(STREETS)} ${rng.int(1, 180)}`,
    soc_poblacion: place.town,
    soc_provincia: place.province,
    soc_cp: `${place.cp}${rng.digits(2)}`,
    soc_telefono: phone(rng),
    soc_mail: `info@${domain}`,
    soc_cif: `${rng.pick([...CIF_LETTERS])}${String(10_000_000 + index * 7919).slice(-8)}`,
    soc_latitud: Number((place.lat + (rng.next() - 0.5) * 0.05).toFixed(6)),
    soc_longitud: Number((place.lng + (rng.next() - 0.5) * 0.05).toFixed(6)),
    soc_zoom: 15,
    soc_id_pais: spec.country,
  };
}

function permissionColumns(all: boolean): Record<string, boolean> {
  return Object.fromEntries(PERMISSION_COLUMN_NAMES.map((c) => [c.toLowerCase(), all]));
}

/**
 * Countries, members with their points of sale and users, the three demo accounts (with passwords) and a few
 * contacts and contact groups for each demo user. 40 × scale generated members, 1–3 points of sale and 1–4 users
 * each; generated users have no password (they can set one through password recovery).
 */
export async function seedMembers(db: Queryable, scale: number, rng: Random): Promise<void> {
  await insertRows(db, 'countries', COUNTRIES);

  const specs: MemberSpec[] = [
    { name: 'Recambios Demo', placeIndex: 0, country: 1 },
    { name: 'Autorecambios Levante', placeIndex: 5, country: 1 },
  ];
  const names = new Set(specs.map((s) => s.name));
  for (let i = 0; i < 40 * scale; i++) {
    const portuguese = i % 15 === 14;
    const placeIndex = rng.int(0, 1000);
    const place = portuguese ? PLACES_PT[placeIndex % PLACES_PT.length]! : PLACES[placeIndex % PLACES.length]!;
    let name = companyName(rng, place.town);
    while (names.has(name)) name = `${companyName(rng, place.town)} ${rng.int(2, 99)}`;
    names.add(name);
    specs.push({ name, placeIndex, country: portuguese ? 2 : 1 });
  }
  const memberRows = specs.map((s, i) => memberRow(rng, s, i));
  const memberIds = (await insertRows(db, 'members', memberRows, 'soc_id')) as number[];

  const pointsOfSale = memberRows.flatMap((m, i) =>
    Array.from({ length: i < 2 ? 2 : rng.int(1, 3) }, (_, k) => ({
      socpv_id_socio: memberIds[i],
      socpv_nombre: k === 0 ? `${m.soc_nombre} - Central` : `${m.soc_nombre} - ${m.soc_poblacion} ${k + 1}`,
      socpv_direccion: `${rng.pick(STREETS)} ${rng.int(1, 180)}`,
      socpv_cp: m.soc_cp,
      socpv_poblacion: m.soc_poblacion,
      socpv_provincia: m.soc_provincia,
      socpv_telefono: phone(rng),
      socpv_fax: rng.next() < 0.5 ? phone(rng) : null,
      socpv_mail: `tienda${k + 1}@${m.soc_mail.split('@')[1]}`,
      socpv_latitud: m.soc_latitud + (rng.next() - 0.5) * 0.02,
      socpv_longitud: m.soc_longitud + (rng.next() - 0.5) * 0.02,
      socpv_zoom: 15,
    })),
  );
  await insertRows(db, 'points_of_sale', pointsOfSale);

  const demoUsers = await Promise.all(
    DEMO_ACCOUNTS.map(async (a) => ({
      usr_id_socio: memberIds[a.member === 'Recambios Demo' ? 0 : 1],
      usr_nombre: a.name,
      usr_apellidos: a.surname,
      usr_mail: a.email,
      usr_clave: a.login,
      usr_pwd_hash: await hashPassword(a.password),
      usr_administrar_cuentas: a.admin,
      ...permissionColumns(a.allPermissions),
    })),
  );
  const demoIds = (await insertRows(db, 'users', demoUsers, 'usr_id')) as number[];

  const logins = new Set<string>(DEMO_ACCOUNTS.map((a) => a.login));
  const generatedUsers = memberRows.slice(2).flatMap((m, i) =>
    Array.from({ length: rng.int(1, 4) }, (_, k) => {
      const first = rng.pick(FIRST_NAMES);
      const surname = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
      let login = `${slug(first)}.${slug(surname.split(' ')[0] ?? '')}`;
      while (logins.has(login)) login = `${login}${rng.int(1, 9)}`;
      logins.add(login);
      return {
        usr_id_socio: memberIds[i + 2],
        usr_nombre: first,
        usr_apellidos: surname,
        usr_mail: `${login}@${m.soc_mail.split('@')[1]}`,
        usr_clave: login,
        usr_pwd_hash: null,
        usr_administrar_cuentas: k === 0,
        ...permissionColumns(k === 0),
      };
    }),
  );
  await insertRows(db, 'users', generatedUsers);

  for (const userId of demoIds) {
    const groupIds = (await insertRows(
      db,
      'contact_groups',
      ['Talleres', 'Proveedores', 'Compañeros'].map((g) => ({ grpc_id_usuario: userId, grpc_descripcion: g })),
      'grpc_id',
    )) as number[];
    const contacts = Array.from({ length: 8 }, () => {
      const first = rng.pick(FIRST_NAMES);
      const surname = rng.pick(SURNAMES);
      return {
        cont_id_usuario: userId,
        cont_nombre: `${first} ${surname}`.slice(0, 30),
        cont_mail: `${slug(first)}.${slug(surname)}${rng.int(1, 99)}@${rng.pick(['gmail.com', 'hotmail.com', 'tallerescentro.es', 'outlook.es'])}`,
        cont_telefono: rng.next() < 0.7 ? phone(rng) : null,
        cont_movil: rng.next() < 0.8 ? phone(rng, true) : null,
        cont_id_grupo_contacto: rng.next() < 0.75 ? rng.pick(groupIds) : null,
      };
    });
    await insertRows(db, 'contacts', contacts);
  }
}
