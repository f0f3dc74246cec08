/** Permissions of a member's users: what a creator or an editor may grant (001 §6). */

/** The account-administrator flag (USR_ADMINISTRAR_CUENTAS): never granted nor changed through the user form. */
export const ACCOUNT_ADMIN_FLAG = 'USR_ADMINISTRAR_CUENTAS';

/** A user's flags by wire column (USR_PERM_*, and maybe USR_ADMINISTRAR_CUENTAS): granted or not. */
export type PermissionFlags<K extends string = string> = Readonly<Record<K, boolean>>;

/** The flags a form asks for: true, false, or absent (null/undefined: not sent). */
export type RequestedFlags<K extends string = string> = Readonly<Partial<Record<K, boolean | null | undefined>>>;

/**
 * The flags of a new user (§6: "new users are created as non-admin and inherit only the permissions the creator
 * holds"): a flag is granted when the form asks for it AND the creator holds it. An absent flag is not granted (least
 * privilege: the form shows every flag it may grant, so silence means no). The administrator flag is never granted,
 * even to an administrator's request. The answer has exactly the creator's keys.
 */
export function inheritPermissions<K extends string>(creator: PermissionFlags<K>, requested: RequestedFlags<K>): Record<K, boolean> {
  const flags = {} as Record<K, boolean>;
  for (const key of Object.keys(creator) as K[]) {
    flags[key] = key !== ACCOUNT_ADMIN_FLAG && creator[key] === true && requested[key] === true;
  }
  return flags;
}

/**
 * The flags of an edited user (§6): the editor (an account administrator; the caller checks that) switches on or off
 * only flags it holds itself; a flag it does not hold, an absent flag and the administrator flag keep their value.
 * So an administrator can neither grant nor take away what it could not grant. The answer has exactly `before`'s keys.
 */
export function applyPermissionEdit<K extends string>(
  editor: PermissionFlags<K>,
  before: PermissionFlags<K>,
  requested: RequestedFlags<K>,
): Record<K, boolean> {
  const flags = {} as Record<K, boolean>;
  for (const key of Object.keys(before) as K[]) {
    const wanted = requested[key];
    const mayChange = key !== ACCOUNT_ADMIN_FLAG && editor[key] === true && typeof wanted === 'boolean';
    flags[key] = mayChange ? wanted : before[key] === true;
  }
  return flags;
}
