import type { FORM_CHROME as ENGLISH_FORM_CHROME } from '../form-chrome.ts';
import type { Words } from '../words.ts';

/** The lead forms' own words in Spanish (../form-chrome.ts): the failed-submission notice and the validation messages. */
export const FORM_CHROME: Words<typeof ENGLISH_FORM_CHROME> = {
  /** src/client/features/demo-request/SubmitFailedNotice.tsx */
  submitFailed: {
    title: 'Su solicitud no se envió',
    unavailable: 'Nuestro sistema no responde en este momento, así que no se guardó nada.',
    failed: 'Algo falló de nuestro lado, así que no se guardó nada.',
    kept: 'Todo lo que escribió sigue aquí.',
    retry: 'Volver a intentar',
    callPrefix: 'O llámenos al',
  },
  /** src/shared/leads/lead-schema.ts: what the forms show under a field. */
  validation: {
    required: 'Obligatorio',
    email: 'Escriba un correo electrónico válido, como nombre@empresa.com',
    phone: 'Escriba un número de teléfono válido',
    industry: 'Elija una de las industrias de la lista',
    tooLong: (max: number) => `Debe tener ${max} caracteres o menos`,
    characters: 'Contiene caracteres que no están permitidos',
    consentChanged: 'El texto del consentimiento cambió. Vuelva a cargar la página y marque la casilla otra vez.',
    callBackPhone: 'Escriba el número al que debemos llamarle',
    chatConsent: 'Acepte para que podamos comunicarnos con usted',
    chatReach: 'Escriba un correo electrónico o un número de teléfono',
  },
};
