/** Spanish texts of answers that the HTTP layer itself gives. */
export const TEXTS = {
  notLoggedIn: 'La sesión no está iniciada o ha caducado. Inicie sesión de nuevo.',
  forbidden: 'No tiene permiso para acceder a esta sección.',
  csrf: 'Petición rechazada: falta la cabecera X-Requested-With.',
  badRequest: 'La petición no es válida.',
  badJson: 'El cuerpo de la petición no es un JSON válido.',
  tooLarge: 'La petición es demasiado grande.',
  unsupportedType: 'Tipo de contenido no admitido: envíe application/json.',
  notFound: 'Recurso no encontrado.',
  server: 'Error de servidor',
} as const;

/** Spanish text for a failed schema check, naming the first wrong field. */
export function invalidFieldText(path: readonly PropertyKey[]): string {
  const field = path.map(String).join('.');
  return field ? `La petición no es válida: revise el campo «${field}».` : TEXTS.badRequest;
}
