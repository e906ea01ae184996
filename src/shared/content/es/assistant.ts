import type { QuickReply } from '../../assistant/chat-rules.ts';
import type { ChatTopic } from '../../assistant/chat-intent.ts';
import { siteConfig } from '../../site-config.ts';
import { BUSINESS_HOURS } from './legal-translation.ts';
import { PRICES } from './pricing.ts';

/**
 * The assistant's fixed words in Spanish, under the English names: the widget's copy
 * (src/shared/content/assistant.ts) and the fixed replies (src/shared/assistant/chat-rules.ts),
 * plus the source-link titles the knowledge index builds (src/shared/assistant/knowledge/*). content-es.test.ts
 * checks the widget's keys against the English objects.
 */
const { mainPhone, salesEmail, address, demoResponseHours, companyName } = siteConfig;

/** src/shared/content/assistant.ts (ASSISTANT_COPY) */
export const ASSISTANT_COPY = {
  launcherLabel: 'Chatee con nuestro asistente de IA',
  panelTitle: 'Asistente de IA',
  panelSubtitle: 'Suele responder en segundos',
  loading: 'Cargando el asistente…',
  close: 'Cerrar el asistente',
  clear: 'Borrar la conversación',
  modeTabsLabel: 'Modo del asistente',
  chatTab: 'Por chat',
  voiceTab: 'Por voz',
  conversationLabel: 'Conversación',
  you: 'Usted',
  assistant: 'Asistente',
  viaVoice: 'por voz',
  typing: 'El asistente está escribiendo…',
  quickRepliesLabel: 'Preguntas sugeridas',
  messageLabel: 'Mensaje',
  messagePlaceholder: 'Escriba su mensaje…',
  messageHint: 'Enter envía; Mayús+Enter agrega una línea nueva.',
  send: 'Enviar mensaje',
  messageEmpty: 'Primero escriba su pregunta y luego envíela.',
  sourcePrefix: 'Más información:',
  demoFormLink: 'Abrir el formulario de solicitud de demostración',
  leadFormOpen: 'Deje sus datos aquí',
  live: 'En vivo',
  voiceIntro: 'Hable con nuestro asistente de IA desde su navegador. Le pediremos permiso para usar su micrófono.',
  voiceChecking: 'Verificando si la voz está disponible…',
  voiceUnavailable: 'Las llamadas de voz no están disponibles en este momento; por favor, use el chat de texto.',
  useChat: 'Usar el chat de texto',
  startCall: 'Iniciar llamada de voz',
  restartCall: 'Iniciar una llamada nueva',
  retryCall: 'Volver a intentar',
  connecting: 'Conectando…',
  endCall: 'Terminar la llamada',
  cancelCall: 'Cancelar',
  mute: 'Silenciar el micrófono',
  muted: 'Micrófono silenciado',
  callLive: 'La llamada está conectada. Hable cuando quiera.',
  callEnded: 'La llamada terminó. Su transcripción está en la conversación.',
  assistantSpeaking: 'El asistente está hablando',
  assistantListening: 'Escuchando…',
  volumeLabel: 'Nivel de voz del asistente',
} as const;

/** src/shared/content/assistant.ts (CHAT_LEAD_COPY): the chat's inline lead form. */
export const CHAT_LEAD_COPY = {
  heading: 'Deje sus datos y nuestro equipo se comunicará con usted',
  name: 'Su nombre',
  reach: 'Correo electrónico o número de teléfono',
  consent: 'Acepto que se comuniquen conmigo sobre mi solicitud.',
  privacy: 'Política de privacidad',
  submit: 'Enviar mis datos',
  sending: 'Enviando…',
  sent: `¡Gracias! Nuestro equipo se comunicará con usted en menos de ${demoResponseHours} horas. Esta conversación quedó adjunta a su solicitud.`,
  done: 'Volver al chat',
  failed: `Lo sentimos, no pudimos enviar sus datos. Vuelva a intentarlo o llame al ${mainPhone.display}.`,
} as const;

/** src/shared/content/assistant.ts (VOICE_NOTICES, keyed by VoiceNotice). */
export const VOICE_NOTICES = {
  'call-error': 'Lo siento, tengo problemas con la conexión de voz. Vuelva a intentarlo o use el chat.',
  'microphone-denied':
    'El acceso al micrófono está bloqueado, así que la llamada no pudo iniciarse. Para permitirlo, haga clic en el ícono del candado o de configuración del sitio junto a la barra de direcciones, cambie Micrófono a Permitir y presione Volver a intentar. Mientras tanto, puede seguir usando el chat de texto.',
  'microphone-missing':
    'No se pudo usar ningún micrófono. Conecte un micrófono (o cierre otras aplicaciones que lo estén usando) y presione Volver a intentar, o use el chat de texto.',
} as const;

/**
 * src/shared/content/assistant.ts (CHAT_BOOKING_COPY): booking a meeting with sales in the chat.
 * `when` and `zone` must be formatted in Spanish too ("martes, 1 de diciembre, 2:30 p. m.", "hora del Este").
 */
export const CHAT_BOOKING_COPY = {
  askDetails: 'Con gusto le reservo un horario con nuestro equipo de ventas. Primero necesito su nombre y su correo electrónico, para que le llegue la invitación.',
  offerSlots: (zone: string) => `Estos son los próximos horarios libres, en su zona horaria (${zone}). Elija uno y se lo reservo.`,
  slotTaken: (zone: string) => `Lo siento, alguien acaba de tomar ese horario. Estos son los próximos horarios libres (${zone}):`,
  notOffered: (zone: string) => `Ese horario ya no está disponible. Estos son los horarios libres en este momento (${zone}):`,
  noSlots: `Lo siento, no hay horarios libres en las próximas dos semanas. Llámenos al ${mainPhone.display} y le buscaremos uno.`,
  booked: (when: string, zone: string, email: string | undefined) =>
    `Reservado: ${when} (${zone}) con nuestro equipo de ventas. ` +
    (email ? `La invitación va en camino a ${email}.` : 'Nuestro equipo le enviará los detalles.'),
  alreadyBooked: (when: string, zone: string) =>
    `Ya tiene una reunión con nosotros: ${when} (${zone}). Para cambiarla o cancelarla, use los enlaces de su correo de invitación.`,
  contactHasMeeting: `Ya hay una reunión reservada para este correo electrónico o número de teléfono. Para cambiarla, use los enlaces de su correo de invitación, o llámenos al ${mainPhone.display}.`,
  networkLimit: `Hoy no puedo reservar más reuniones en línea desde su red. Llámenos al ${mainPhone.display} o escríbanos a ${salesEmail} y buscaremos un horario.`,
  expired: 'Su enlace de reserva venció. Vuelva a darme su nombre y su correo electrónico, y le mostraré los horarios libres.',
  noBookingPass: `Gracias. Nuestro equipo se comunicará con usted en menos de ${demoResponseHours} horas para encontrar un horario.`,
  slotsFailed: 'Lo siento, no pude cargar los horarios libres porque falló la conexión. Vuelva a intentarlo.',
  bookFailed: (when: string) => `Lo siento, no pude reservar ${when} porque falló la conexión. Todavía no hay nada reservado. Vuelva a intentarlo.`,
  slotsLabel: (zone: string) => `Horarios libres (${zone})`,
  confirmLabel: 'Confirme el horario',
  confirmQuestion: (when: string, zone: string, minutes: number) => `¿Le reservo ${when} (${zone}), ${minutes} minutos con nuestro equipo de ventas?`,
  confirm: 'Confirmar la reserva',
  booking: 'Reservando…',
  chooseAnother: 'Elegir otro horario',
  moreTimes: 'Más horarios',
  earlierTimes: 'Horarios anteriores',
  retry: 'Volver a intentar',
  pickTime: 'Elija un horario para conversar',
  formHeading: 'Su nombre y su correo electrónico para la invitación',
  formEmail: 'Su correo electrónico',
  formEmailMissing: 'Escriba su correo electrónico, como nombre@empresa.com',
  formSubmit: 'Ver horarios libres',
} as const;

/** src/shared/assistant/chat-rules.ts (INTENT_REPLIES) */
export const INTENT_REPLIES: Readonly<Record<ChatTopic, string>> = {
  pricing:
    `Nuestros precios tienen dos partes: un pago único de configuración e implementación de ${PRICES.setupRange}, según lo que creemos y conectemos para usted, ` +
    `y planes de servicio mensual desde ${PRICES.monthlyFrom} al mes. ` +
    'Todos los planes incluyen soporte dedicado, actualizaciones periódicas y garantías de desempeño. ¿Le gustaría recibir una cotización a su medida?',
  services:
    'Ofrecemos asistentes telefónicos con IA que contestan cada llamada 24/7, automatización de marketing por SMS, calificación de clientes potenciales, ' +
    'analítica de voz y reportes, integración multicanal con su CRM y soluciones de IA de marca blanca, ' +
    'además de paquetes para bienes raíces, salud, comercio electrónico y más. ¿Sobre cuál le gustaría saber más?',
  demo:
    'Con gusto le mostramos una demostración gratuita y personalizada, con una llamada de IA en vivo, un estimado del retorno de inversión y un plan de implementación. ' +
    `Llene el formulario de solicitud de demostración al final de nuestra página de inicio y nuestro equipo se comunicará con usted en menos de ${demoResponseHours} horas, ` +
    `o llámenos al ${mainPhone.display}.`,
  contact:
    `Puede comunicarse con nuestro equipo al ${mainPhone.display} o a ${salesEmail}, ${BUSINESS_HOURS}. ` +
    `Estamos en ${address.locality}, ${address.region}.`,
};

/** src/shared/assistant/chat-rules.ts (INTENT_SOURCES): the same anchors, Spanish link titles. */
export const INTENT_SOURCES: Readonly<Record<ChatTopic, { title: string; href: string }>> = {
  pricing: { title: 'Estructura de inversión', href: '/solutions#investment-title' },
  services: { title: 'Soluciones', href: '/solutions' },
  demo: { title: 'Formulario de solicitud de demostración', href: '/#contact' },
  contact: { title: 'Contacto', href: '/#contact' },
};

/** src/shared/assistant/chat-rules.ts (GREETING_REPLY, THANKS_REPLY, LIMITS_REPLY, CHAT_GREETING) */
export const GREETING_REPLY = `¡Hola! Pregúnteme lo que quiera sobre ${companyName}: nuestros asistentes telefónicos con IA, el seguimiento por SMS, las integraciones, los precios o una demostración gratuita.`;
export const THANKS_REPLY = '¡Con mucho gusto! ¿Hay algo más en lo que pueda ayudarle?';

/** Off-topic or unanswerable: say so, never guess, and offer the team. */
export const LIMITS_REPLY =
  `No puedo ayudarle con eso aquí. Puedo responder preguntas sobre los servicios, los precios, las integraciones y la privacidad de ${companyName}, ` +
  `o puede llamar a nuestro equipo al ${mainPhone.display}.`;

export const CHAT_GREETING = `¡Hola! Soy el asistente de ${companyName}. Pregúnteme sobre nuestros servicios de IA, los precios o una demostración gratuita, o elija “Por voz” para hablar conmigo.`;

/** src/shared/assistant/chat-rules.ts (chatFailureMessage): shown when no reply can be produced. */
export function chatFailureMessage(phone: string = mainPhone.display): string {
  return `Estoy teniendo problemas técnicos. Por favor, comuníquese directamente con nosotros al ${phone} para recibir ayuda de inmediato.`;
}

/** src/shared/assistant/chat-rules.ts (QUICK_REPLIES): the same topics, in the same order. */
export const QUICK_REPLIES: readonly QuickReply[] = [
  { topic: 'pricing', label: 'Precios', message: '¿Cuánto cuesta?' },
  { topic: 'services', label: 'Servicios', message: '¿Qué servicios ofrecen?' },
  { topic: 'demo', label: 'Pedir una demo', message: '¿Puedo agendar una demostración?' },
  { topic: 'contact', label: 'Contacto', message: '¿Cómo me comunico con ustedes?' },
];

/**
 * The source-link titles the knowledge index writes around page headings (src/shared/assistant/knowledge:
 * knowledge-documents.ts, investor-documents.ts, news-documents.ts); the chat shows them after "Más información:".
 */
export const KNOWLEDGE_LABELS = {
  /** `${service.title} package` */
  industryPackage: (serviceTitle: string) => `${serviceTitle}: paquete por industria`,
  /** `Investors: ${heading}` */
  investorsSection: (heading: string) => `Inversionistas: ${heading}`,
  /** `News: ${heading}` */
  newsSection: (heading: string) => `Noticias: ${heading}`,
  /** Who published a listed release ("Press release, <date>: <title>."). */
  pressRelease: 'Comunicado de prensa',
  /** `${publication} article`, the keywords of a coverage item. */
  articleBy: (publication: string) => `Artículo de ${publication}`,
} as const;
