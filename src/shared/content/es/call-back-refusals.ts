import type { CALL_BACK_REFUSAL_TEXT as ENGLISH } from '../call-back-refusals.ts';
import type { Words } from '../words.ts';

export const CALL_BACK_REFUSAL_TEXT: Words<typeof ENGLISH> = {
  unavailable: 'Las llamadas automáticas no están disponibles en este momento.',
  noNumber: 'No se indicó ningún número de teléfono.',
  invalidNumber: (number: string) => `El número de teléfono "${number}" no es un número válido.`,
  outsideCountries: (countries: string) => `Nuestro asistente de IA solo llama a números de ${countries}.`,
  and: 'y',
  cannotCallAutomatically: 'No podemos llamar a este número automáticamente.',
  unknownLocalTime: 'No podemos saber la hora local de este número, así que nuestro asistente de IA no lo llamará automáticamente.',
  recentlyCalled: 'Llamamos a este número hace poco, así que nuestro asistente de IA no volverá a llamarlo.',
  networkLimit: 'Hoy ya programamos llamadas desde su conexión.',
  dailyCap: 'Nuestro asistente de IA ya no tiene espacio para más llamadas hoy.',
};
