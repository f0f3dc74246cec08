// The design templates and the demo campaigns of the promotions area (001 §2.18 Mis Campañas, §3 Campaign,
// templates). Four templates with real designs (page background, coloured boxes, texts bound to the campaign's
// fields with a placeholder text of their own, so that a template's preview reads well with no campaign), and two
// campaigns for each demo member, each going to some of its workshop groups, with a design copied from a template
// (one of them with one of the member's gallery images in it). The campaigns' images are left empty: the portal's
// designer renders them, and the send renders the design when a campaign has no image yet.
import { checkDesign, type DesignField, type DesignLine, designPage } from '@socios/domain';
import { insertCampaign, insertTemplate, setCampaignLines, setGroupsOfCampaign } from '../modules/campaigns';
import type { Queryable } from '../db/db';
import type { Random } from './random';

/** The members that get demo campaigns: the two of the demo accounts (the ones with workshops and a gallery). */
const DEMO_MEMBERS = ['Recambios Demo', 'Autorecambios Levante'] as const;

/** An item of a template as written here: the box in grid units, the rest optional. */
interface ItemSpec extends Partial<Omit<DesignLine, 'id' | 'id_padre' | 'x' | 'y' | 'w' | 'h'>> {
  box: readonly [x: number, y: number, w: number, h: number];
  /** The items inside a 'caja', placed relative to it. */
  children?: readonly ItemSpec[];
}

/** A text bound to a campaign field, with its placeholder. */
function bound(
  campo: DesignField,
  texto: string,
  box: ItemSpec['box'],
  look: Partial<Pick<DesignLine, 'color' | 'tamano' | 'negrita' | 'alineacion'>> = {},
): ItemSpec {
  return { tipo: 'texto', campo, texto, box, ...look };
}

/** A box with a background and its children. */
function caja(fondo: string, box: ItemSpec['box'], children: readonly ItemSpec[] = []): ItemSpec {
  return { tipo: 'caja', fondo, box, children };
}

/** The lines of a design: the page (with its background) and the items, depth first, ids from 1. */
export function designLines(pageBackground: string, items: readonly ItemSpec[]): DesignLine[] {
  const lines: DesignLine[] = [{ ...designPage(1), fondo: pageBackground }];
  const add = (item: ItemSpec, parent: number) => {
    const [x, y, w, h] = item.box;
    const id = lines.length + 1;
    lines.push({
      id,
      id_padre: parent,
      tipo: item.tipo ?? 'texto',
      x,
      y,
      w,
      h,
      texto: item.texto ?? null,
      campo: item.campo ?? null,
      imagen: item.imagen ?? null,
      color: item.color ?? (item.tipo === 'caja' ? null : '#1f2937'),
      fondo: item.fondo ?? null,
      tamano: item.tipo === 'caja' ? null : (item.tamano ?? 18),
      negrita: item.negrita ?? false,
      alineacion: item.alineacion ?? 'left',
    });
    for (const child of item.children ?? []) add(child, id);
  };
  for (const item of items) add(item, 1);
  return lines;
}

/** Placeholders of the bound texts (what a template's preview shows). */
const PLACEHOLDER = {
  CAM_TITULO: 'Título de la campaña',
  CAM_SUBTITULO: 'Subtítulo de la campaña',
  CAM_DESCRIPCION: 'Aquí va la descripción de la campaña: qué se ofrece, a quién y en qué condiciones.',
  CAM_PIE: 'Pie: nombre del taller, dirección y teléfono',
  CAM_FECHA_INICIO: 'Fecha de inicio',
  CAM_FECHA_FIN: 'Fecha de fin',
} as const satisfies Record<DesignField, string>;

const text = (campo: DesignField, box: ItemSpec['box'], look: Parameters<typeof bound>[3] = {}) => bound(campo, PLACEHOLDER[campo], box, look);

/** The templates, by name: 24 columns × 32 rows of 25 px. */
export const TEMPLATES: readonly { name: string; lines: DesignLine[] }[] = [
  {
    name: 'Oferta del mes',
    lines: designLines('#fff7ed', [
      caja(
        '#c2410c',
        [0, 0, 24, 6],
        [
          text('CAM_TITULO', [1, 1, 22, 3], { color: '#ffffff', tamano: 40, negrita: true, alineacion: 'center' }),
          text('CAM_SUBTITULO', [1, 4, 22, 2], { color: '#ffedd5', tamano: 20, alineacion: 'center' }),
        ],
      ),
      caja('#ffffff', [2, 8, 20, 14], [text('CAM_DESCRIPCION', [1, 1, 18, 12], { tamano: 20 })]),
      caja(
        '#facc15',
        [3, 23, 18, 4],
        [
          text('CAM_FECHA_INICIO', [0, 1, 9, 2], { color: '#7c2d12', tamano: 16, negrita: true, alineacion: 'center' }),
          text('CAM_FECHA_FIN', [9, 1, 9, 2], { color: '#7c2d12', tamano: 16, negrita: true, alineacion: 'center' }),
        ],
      ),
      caja('#1f2937', [0, 28, 24, 4], [text('CAM_PIE', [1, 1, 22, 2], { color: '#ffffff', tamano: 14, alineacion: 'center' })]),
    ]),
  },
  {
    name: 'Campaña de neumáticos',
    lines: designLines('#111827', [
      text('CAM_TITULO', [1, 2, 22, 4], { color: '#facc15', tamano: 44, negrita: true, alineacion: 'center' }),
      text('CAM_SUBTITULO', [1, 6, 22, 2], { color: '#e5e7eb', tamano: 22, alineacion: 'center' }),
      caja('#facc15', [0, 9, 24, 1]),
      caja('#1f2937', [2, 11, 20, 12], [text('CAM_DESCRIPCION', [1, 1, 18, 10], { color: '#f9fafb', tamano: 20 })]),
      caja('#facc15', [0, 24, 24, 1]),
      text('CAM_FECHA_INICIO', [1, 26, 11, 2], { color: '#facc15', tamano: 18, negrita: true }),
      text('CAM_FECHA_FIN', [12, 26, 11, 2], { color: '#facc15', tamano: 18, negrita: true, alineacion: 'right' }),
      text('CAM_PIE', [1, 29, 22, 2], { color: '#9ca3af', tamano: 14, alineacion: 'center' }),
    ]),
  },
  {
    name: 'Revisión de verano',
    lines: designLines('#e0f2fe', [
      caja('#fbbf24', [17, 1, 6, 6]),
      text('CAM_TITULO', [1, 2, 15, 5], { color: '#0c4a6e', tamano: 40, negrita: true }),
      text('CAM_SUBTITULO', [1, 7, 22, 2], { color: '#0369a1', tamano: 20 }),
      caja('#ffffff', [1, 10, 22, 13], [caja('#0284c7', [0, 0, 1, 13]), text('CAM_DESCRIPCION', [2, 1, 19, 11], { tamano: 20 })]),
      caja(
        '#0284c7',
        [1, 24, 22, 3],
        [
          {
            tipo: 'texto',
            texto: 'Pida cita en su taller',
            box: [1, 1, 20, 2],
            color: '#ffffff',
            tamano: 24,
            negrita: true,
            alineacion: 'center',
          },
        ],
      ),
      text('CAM_FECHA_INICIO', [1, 27, 11, 2], { color: '#0c4a6e', tamano: 16, negrita: true }),
      text('CAM_FECHA_FIN', [12, 27, 11, 2], { color: '#0c4a6e', tamano: 16, negrita: true, alineacion: 'right' }),
      text('CAM_PIE', [1, 29, 22, 3], { color: '#075985', tamano: 14, alineacion: 'center' }),
    ]),
  },
  {
    name: 'Aviso sencillo',
    lines: designLines('#ffffff', [
      caja('#2563eb', [0, 0, 24, 1]),
      text('CAM_TITULO', [2, 3, 20, 4], { color: '#111827', tamano: 36, negrita: true }),
      text('CAM_SUBTITULO', [2, 7, 20, 2], { color: '#4b5563', tamano: 20 }),
      text('CAM_DESCRIPCION', [2, 10, 20, 16], { tamano: 18 }),
      text('CAM_PIE', [2, 28, 20, 2], { color: '#6b7280', tamano: 14 }),
      caja('#2563eb', [0, 31, 24, 1]),
    ]),
  },
];

/** A demo campaign: its texts, the template its design comes from, its groups, and a gallery image to put in it. */
interface CampaignSpec {
  name: string;
  template: string;
  title: string;
  subtitle: string;
  description: string;
  from: string;
  to: string;
  groups: readonly string[];
  /** The name of one of the member's gallery images, shown beside the description. */
  image?: string;
}

const CAMPAIGNS: readonly CampaignSpec[] = [
  {
    name: 'Oferta de frenos',
    template: 'Oferta del mes',
    title: '20 % en frenos',
    subtitle: 'Pastillas, discos y líquido de frenos',
    description:
      'Durante todo el mes, un 20 % de descuento en pastillas y discos de freno de primeras marcas. ' +
      'Pida sus referencias por teléfono o en el portal y se las llevamos al taller en el día.',
    from: 'Desde el 1 de diciembre',
    to: 'Hasta el 31 de diciembre',
    groups: ['Clientes habituales', 'Mecánica y electricidad'],
  },
  {
    name: 'Neumáticos de invierno',
    template: 'Campaña de neumáticos',
    title: 'Neumáticos de invierno',
    subtitle: 'Prepare a sus clientes para el frío',
    description: 'Neumáticos de invierno y todo tiempo de las mejores marcas, con montaje y equilibrado incluidos en ' + 'pedidos de cuatro unidades.',
    from: 'Del 15 de noviembre',
    to: 'al 28 de febrero',
    groups: ['Clientes habituales', 'Chapa y pintura'],
    image: 'Neumáticos todo tiempo',
  },
];

/**
 * The design of a campaign: the template's lines, and when an image is given, the description's text narrowed to
 * half of its width and the image beside it in the same box.
 */
function campaignDesign(template: readonly DesignLine[], imageId: number | null): DesignLine[] {
  const lines = template.map((l) => ({ ...l }));
  const description = lines.find((l) => l.campo === 'CAM_DESCRIPCION');
  if (imageId === null || !description || description.w < 10) return lines;
  const half = Math.floor(description.w / 2);
  lines.push({
    ...description,
    id: Math.max(...lines.map((l) => l.id)) + 1,
    tipo: 'imagen',
    x: description.x + half + 1,
    w: description.w - half - 1,
    texto: null,
    campo: null,
    imagen: imageId,
    negrita: false,
  });
  description.w = half;
  return lines;
}

/** Stores the templates and each demo member's campaigns (checked with the domain's design rules first). */
export async function seedCampaigns(db: Queryable, _scale: number, _rng: Random): Promise<void> {
  const templateDesigns = new Map<string, DesignLine[]>();
  for (const t of TEMPLATES) {
    const problem = checkDesign(t.lines);
    if (problem) throw new Error(`template ${t.name}: ${problem}`);
    await insertTemplate(db, t.name, t.lines);
    templateDesigns.set(t.name, t.lines);
  }
  const members = await db.query<{ id: number; name: string }>(
    'SELECT soc_id AS id, soc_nombre AS name FROM members WHERE soc_nombre = ANY($1::text[]) ORDER BY soc_id',
    [[...DEMO_MEMBERS]],
  );
  for (const member of members) {
    const groups = await db.query<{ id: number; name: string }>('SELECT grt_id AS id, grt_nombre AS name FROM workshop_groups WHERE grt_id_socio = $1', [
      member.id,
    ]);
    for (const c of CAMPAIGNS) {
      const [image] = c.image
        ? await db.query<{ id: number }>('SELECT img_id AS id FROM gallery_images WHERE img_id_socio = $1 AND img_nombre = $2 ORDER BY img_id LIMIT 1', [
            member.id,
            c.image,
          ])
        : [];
      const lines = campaignDesign(templateDesigns.get(c.template) ?? [], image?.id ?? null);
      const problem = checkDesign(lines);
      if (problem) throw new Error(`campaign ${c.name}: ${problem}`);
      const id = await insertCampaign(
        db,
        member.id,
        {
          CAM_NOMBRE: c.name,
          CAM_TITULO: c.title,
          CAM_SUBTITULO: c.subtitle,
          CAM_DESCRIPCION: c.description,
          CAM_PIE: `${member.name} · Su distribuidor de recambios de confianza`,
          CAM_FECHA_INICIO: c.from,
          CAM_FECHA_FIN: c.to,
          CAM_SILENCIADA: false,
        },
        null,
      );
      const groupIds = groups.filter((g) => c.groups.includes(g.name)).map((g) => g.id);
      await setGroupsOfCampaign(db, member.id, id, groupIds);
      await setCampaignLines(db, id, lines);
    }
  }
}
