import { siteConfig } from '../../site-config.ts';
import type { MAIL_LINK_TEXT as ENGLISH_MAIL_LINK_TEXT } from '../mail-links.ts';
import type { Words } from '../words.ts';

/** The invitation's confirm and "no fui yo" links and their pages in Spanish (../mail-links.ts). */
export const MAIL_LINK_TEXT: Words<typeof ENGLISH_MAIL_LINK_TEXT> = {
  emailConfirm: 'Confirmar mi dirección',
  emailConfirmWhy: 'Confirme su dirección para recibir avisos si la reunión cambia:',
  emailNotMe: 'No fui yo',
  emailNotMeWhy: '¿No reservó esta reunión? Con un clic la cancelamos y dejamos de escribir a esta dirección:',
  confirmTitle: 'Confirme su dirección de correo',
  confirmIntro: (address: string) => `Confirme que ${address} es suya y le avisaremos por correo si su reunión cambia.`,
  confirmButton: 'Confirmar mi dirección',
  confirmedTitle: 'Gracias: su dirección quedó confirmada',
  confirmedText: 'Le avisaremos por correo si su reunión con nosotros cambia.',
  notMeTitle: '¿No reservó una reunión con nosotros?',
  notMeIntro: (address: string) => `Si no la pidió, cancelaremos la reunión y dejaremos de enviar correos a ${address}.`,
  notMeButton: 'Cancelarla y no escribirme más',
  notMeDoneTitle: 'Listo: no le escribiremos más',
  notMeDoneText: (address: string) => `La reunión quedó cancelada y ya no enviaremos correos a ${address}. Disculpe las molestias.`,
  unsubscribeTitle: '¿Dejar de recibir nuestros correos en esta dirección?',
  unsubscribeIntro: (address: string) => `No enviaremos más correos a ${address}.`,
  unsubscribeButton: 'No escribirme más',
  unsubscribedTitle: 'Su baja quedó registrada',
  unsubscribedText: (address: string) => `No enviaremos más correos a ${address}.`,
  invalidTitle: 'Este enlace no es válido',
  invalidText: `Puede haber caducado. Para hablar con nosotros, llame al ${siteConfig.salesPhone.display} o escriba a ${siteConfig.salesEmail}.`,
};
