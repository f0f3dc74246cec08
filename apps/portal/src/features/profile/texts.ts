import { ACCOUNT_MESSAGES, USER_MESSAGES } from '@socios/domain';

/**
 * Texts of 'Mi Perfil'. The success and error texts are the spec's (001 §8, kept in the domain's ACCOUNT_MESSAGES and
 * USER_MESSAGES so that the server answers with the same words); the rest are ours, in the same voice.
 */
export const PROFILE_TEXTS = {
  ...ACCOUNT_MESSAGES,
  wrongPasswordTitle: USER_MESSAGES.wrongPasswordTitle,
  wrongPasswordText: USER_MESSAGES.wrongPasswordText,
  userDeleted: 'Usuario borrado con éxito',
  pointDeleted: 'Punto de venta borrado con éxito',
  errorTitle: 'Error',
  currentPasswordRequired: 'Introduzca su contraseña actual para cambiarla',
  invalidCoordinate: 'Introduzca un número (por ejemplo 40,4168)',
  reloginFailed: 'Sus datos se guardaron, pero no se pudo volver a iniciar la sesión. Inicie sesión con sus nuevos datos.',
} as const;
