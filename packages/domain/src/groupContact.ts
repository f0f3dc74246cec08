/**
 * The purchasing group's help desk for members: one phone and one e-mail, the same on the login screen, in the footer
 * and in the conditions between members (the seed writes them into that text).
 */
export const GROUP_CONTACT = {
  /** Members' help desk phone, as written for people (spaces every three digits). */
  phone: '910 555 120',
  /** Members' help desk e-mail. */
  email: 'socios@grupoibericoderecambios.es',
} as const;
