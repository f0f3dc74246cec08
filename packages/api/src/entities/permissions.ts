import { z } from 'zod';

/**
 * Permission flags of Permisos (spec 000 §6, 001 §6), each stored as a USR_PERM_* column of the user.
 * Noticias is held in USR_PERM_INFOS (news are the group's "infos"); Tarifas_Netos in USR_PERM_NETOS.
 */
export const PERMISSION_COLUMNS = {
  Consumos: 'USR_PERM_CONSUMOS',
  Noticias: 'USR_PERM_INFOS',
  Documentos: 'USR_PERM_DOCUMENTOS',
  Estudios: 'USR_PERM_ESTUDIOS',
  Tarifas: 'USR_PERM_TARIFAS',
  Tarifas_Netos: 'USR_PERM_NETOS',
  Condiciones: 'USR_PERM_CONDICIONES',
  CondicionesPersonalizadas: 'USR_PERM_CONDICIONES_PERSONALIZADAS',
  CondicionesEntreSocios: 'USR_PERM_CONDICIONES_ENTRE_SOCIOS',
  Promociones: 'USR_PERM_PROMOCIONES',
  BuscarMatricula: 'USR_PERM_BUSCAR_MATRICULA',
  Identidad: 'USR_PERM_IDENTIDAD',
  Redes: 'USR_PERM_REDES',
} as const;

/** Name of a permission flag, e.g. 'Noticias'. */
export type Permission = keyof typeof PERMISSION_COLUMNS;

/** Wire name of a USR_PERM_* column. */
export type PermissionColumn = (typeof PERMISSION_COLUMNS)[Permission];

/** Every permission name, in a stable order. */
export const PERMISSIONS = Object.keys(PERMISSION_COLUMNS) as Permission[];

/** Every USR_PERM_* column, in the same order as PERMISSIONS. */
export const PERMISSION_COLUMN_NAMES = PERMISSIONS.map((p) => PERMISSION_COLUMNS[p]);

/** Permisos: permission name → granted. */
export const Permisos = z.object(Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean()])) as Record<Permission, z.ZodBoolean>);
export type Permisos = z.infer<typeof Permisos>;
