import type { Queryable } from '../db/db';
import { insertRows } from './insert';
import { FIRST_NAMES, PLACES, STREETS, SURNAMES } from './places';
import type { Random } from './random';
import { slug } from './text';

/** The members that get demo workshops: the two of the demo accounts. */
const DEMO_MEMBERS = ['Recambios Demo', 'Autorecambios Levante'] as const;

/** Workshops per demo member. */
const WORKSHOPS_PER_MEMBER = 30;

/** Patterns of workshop names; {S} is a surname, {T} a town. */
const WORKSHOP_NAMES = [
  'Talleres {S}',
  'Taller Mecánico {S}',
  'Autos {S}',
  'Chapa y Pintura {S}',
  'Electromecánica {T}',
  'Neumáticos {S}',
  'Garaje {S} e Hijos',
  'Auto Servicio {T}',
  'Mecánica Rápida {S}',
  'Talleres {S} y {S}',
] as const;

/** Workshop kinds (TAS_TIPO) and the potential (TAS_POTENCIAL) a member notes for each customer. */
const KINDS = ['Mecánica', 'Chapa y pintura', 'Electricidad', 'Neumáticos', 'Multimarca'] as const;
const POTENTIALS = ['Alto', 'Medio', 'Bajo'] as const;

/**
 * Reserved example domains (RFC 2606): the demo workshops' e-mails can never reach anybody, whatever a campaign
 * sends to them.
 */
const EXAMPLE_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

/** Each member's groups: a name and which workshops it takes (by kind, or a share of all). */
const GROUPS = [
  { name: 'Clientes habituales', takes: (_kind: string, rng: Random) => rng.next() < 0.5 },
  { name: 'Chapa y pintura', takes: (kind: string) => kind === 'Chapa y pintura' },
  { name: 'Mecánica y electricidad', takes: (kind: string) => kind === 'Mecánica' || kind === 'Electricidad' },
  { name: 'Nuevos clientes', takes: (_kind: string, rng: Random) => rng.next() < 0.25 },
] as const;

function phone(rng: Random, mobile = false): string {
  return `${mobile ? rng.pick(['6', '7']) : '9'}${rng.digits(8)}`;
}

/**
 * Promotions: 30 workshops for each demo member, in real Spanish towns, with e-mails at the reserved example
 * domains, and 3 or 4 workshop groups each (one of them by kind of workshop), so that the workshops, groups and
 * campaign screens have something to show. The generated members get none.
 */
export async function seedWorkshops(db: Queryable, _scale: number, rng: Random): Promise<void> {
  const members = await db.query<{ id: number; name: string }>(
    'SELECT soc_id AS id, soc_nombre AS name FROM members WHERE soc_nombre = ANY($1::text[]) ORDER BY soc_id',
    [[...DEMO_MEMBERS]],
  );
  const [spain] = await db.query<{ id: number }>("SELECT pai_id AS id FROM countries WHERE pai_codigo = 'ES'");
  for (const [memberIndex, member] of members.entries()) {
    const names = new Set<string>();
    const workshops = Array.from({ length: WORKSHOPS_PER_MEMBER }, () => {
      const place = rng.pick(PLACES);
      let name = rng
        .pick(WORKSHOP_NAMES)
        .replace(/\{S\}/g, () => rng.pick(SURNAMES))
        .replace('{T}', place.town);
      while (names.has(name)) name = `${name} ${rng.int(2, 9)}`;
      names.add(name);
      const domain = rng.pick(EXAMPLE_DOMAINS);
      const mailbox = slug(name).slice(0, 30);
      const contact = `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}`;
      return {
        tas_id_socio: member.id,
        tas_nombre: name,
        tas_tipo: rng.pick(KINDS),
        tas_contacto: contact,
        tas_comercial: rng.next() < 0.6 ? `${rng.pick(FIRST_NAMES)} ${rng.pick(SURNAMES)}` : null,
        tas_web: rng.next() < 0.4 ? `http://www.${mailbox}.${domain}` : null,
        tas_id_pais: spain?.id ?? null,
        tas_provincia: place.province,
        tas_poblacion: place.town,
        tas_direccion: `${rng.pick(STREETS)} ${rng.int(1, 180)}`,
        tas_cp: `${place.cp}${rng.digits(2)}`,
        tas_telefono: phone(rng),
        tas_movil: rng.next() < 0.7 ? phone(rng, true) : null,
        tas_fax: rng.next() < 0.2 ? phone(rng) : null,
        tas_email: `${mailbox}@${domain}`,
        tas_email_2: rng.next() < 0.25 ? `${slug(contact)}@${domain}` : null,
        tas_latitud: Number((place.lat + (rng.next() - 0.5) * 0.06).toFixed(6)),
        tas_longitud: Number((place.lng + (rng.next() - 0.5) * 0.06).toFixed(6)),
        tas_zoom: 15,
        tas_potencial: rng.pick(POTENTIALS),
      };
    });
    const workshopIds = (await insertRows(db, 'workshops', workshops, 'tas_id')) as number[];
    // The first demo member keeps four groups, the second three (the last one is left out).
    const groups = memberIndex === 0 ? GROUPS : GROUPS.slice(0, 3);
    const groupIds = (await insertRows(
      db,
      'workshop_groups',
      groups.map((g) => ({ grt_id_socio: member.id, grt_nombre: g.name })),
      'grt_id',
    )) as number[];
    const links = groups.flatMap((g, gi) =>
      workshops.flatMap((w, wi) => (g.takes(w.tas_tipo, rng) ? [{ grt_id: groupIds[gi], tas_id: workshopIds[wi], soc_id: member.id }] : [])),
    );
    await insertRows(db, 'workshop_group_members', links);
  }
}
