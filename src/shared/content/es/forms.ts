import { siteConfig } from '../../site-config.ts';
import type { DEMO_FORM_TEXT as ENGLISH_DEMO_FORM_TEXT, INVESTOR_FORM_TEXT as ENGLISH_INVESTOR_FORM_TEXT } from '../forms.ts';
import type { Words } from '../words.ts';

const rateLimited = 'Ha enviado varias solicitudes en poco tiempo. Espere un minuto y vuelva a intentarlo.';

/** The demo request form's words in Spanish (../forms.ts). */
export const DEMO_FORM_TEXT: Words<typeof ENGLISH_DEMO_FORM_TEXT> = {
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico del negocio',
    phone: 'Número de teléfono',
    company: 'Nombre de la empresa',
    industry: 'Industria',
    message: 'Cuéntenos qué necesita',
  },
  industryPlaceholder: 'Seleccione su industria',
  requiredBefore: 'Los campos marcados',
  requiredAfter: 'son obligatorios.',
  requiredSymbolName: 'con un asterisco',
  submit: 'Solicitar mi demo gratis',
  submitting: 'Enviando...',
  successTitle: '¡Listo!',
  successText: `Recibimos su solicitud de demostración. Nos comunicaremos con usted en menos de ${siteConfig.demoResponseHours} horas.`,
  errorTitle: 'Hubo un problema',
  errorText: 'No pudimos enviar su solicitud. Por favor, vuelva a intentarlo.',
  rateLimitedText: rateLimited,
  thankYouTitle: '¡Gracias!',
  thankYouText: `Nuestro equipo se comunicará con usted en menos de ${siteConfig.demoResponseHours} horas para agendar su demostración personalizada.`,
  another: 'Enviar otra solicitud',
  transcriptAttached: 'Su conversación con nuestro asistente de chat en esta pestaña se adjuntará a esta solicitud.',
  /** `when` must come from the server in Spanish too ("hoy a las 2:30 p. m."): see the report of issue 27. */
  callBackScheduled: (when: string) => `Nuestro asistente de IA le llamará ${when}.`,
  callBackNotScheduled: (reason: string) => `${reason} En su lugar, nuestro equipo se comunicará con usted.`,
  privacyBefore: 'Al enviar este formulario, acepta que nos comuniquemos con usted sobre su solicitud. Consulte nuestra',
  privacyLink: 'Política de privacidad',
};

/** The investor enquiry dialog's words in Spanish (../forms.ts). */
export const INVESTOR_FORM_TEXT: Words<typeof ENGLISH_INVESTOR_FORM_TEXT> = {
  intro: {
    call: {
      title: 'Agende una llamada para inversionistas',
      text: 'Díganos quién es y qué horario le conviene. Nuestro equipo de relación con inversionistas le responderá en un plazo de dos días hábiles con opciones de horario para la llamada.',
    },
    message: {
      title: 'Envíe un mensaje a Relación con Inversionistas',
      text: 'Pregúntenos lo que quiera sobre la empresa, nuestros resultados o los documentos de arriba. Respondemos en un plazo de dos días hábiles.',
    },
  },
  labels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    company: 'Organización',
    message: { call: 'Horarios y temas que prefiere', message: 'Mensaje' },
  },
  messagePrefix: { call: 'Solicitud de llamada', message: 'Mensaje' },
  close: 'Cerrar',
  sentTitle: 'Gracias, su consulta fue enviada.',
  sentText: 'Nuestro equipo de relación con inversionistas le responderá en un plazo de dos días hábiles.',
  submit: 'Enviar consulta',
  submitting: 'Enviando...',
  rateLimited,
  failed: `No pudimos enviar su consulta. Vuelva a intentarlo o escríbanos a ${siteConfig.investorEmail}.`,
};
