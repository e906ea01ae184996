import type { notFoundContent as englishNotFound } from '../not-found.ts';
import type { Words } from '../words.ts';

/** The 404 page's words in Spanish (../not-found.ts). */
export const notFoundContent: Words<typeof englishNotFound> = {
  title: '404: Página no encontrada',
  text: 'No encontramos esa página. ¿Olvidó agregar la página al enrutador? Si llegó aquí desde un enlace, es posible que esté desactualizado.',
  homeLabel: 'Ir a la página de inicio',
  contactLabel: 'Contáctenos',
};
