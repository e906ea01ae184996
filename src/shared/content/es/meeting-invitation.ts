import { siteConfig } from '../../site-config.ts';
import type { INVITATION_TEXT as ENGLISH_INVITATION_TEXT } from '../meeting-invitation.ts';
import type { Words } from '../words.ts';

const company = siteConfig.companyName;

/** The meeting invitation e-mail and its .ics event in Spanish (../meeting-invitation.ts). */
export const INVITATION_TEXT: Words<typeof ENGLISH_INVITATION_TEXT> = {
  greeting: (firstName: string) => `Hola, ${firstName}:`,
  booked: (when: string) => `Su reunión con ${company} quedó reservada para el ${when}.`,
  cancelled: (when: string) => `Su reunión con ${company} del ${when} quedó cancelada.`,
  invitationAttached: 'Adjuntamos la invitación.',
  cancellationAttached: 'Adjuntamos la cancelación.',
  subjectBooked: (when: string) => `Invitación: demostración de ${company}, ${when}`,
  subjectCancelled: (when: string) => `Cancelada: demostración de ${company}, ${when}`,
  eventSummary: (leadCompany: string) => `Demostración de ${company} para ${leadCompany}`,
  eventWhen: (when: string) => `Su reunión con el equipo de ventas de ${company}: ${when}.`,
  eventWeCall: (phone: string) => `Le llamaremos al ${phone}.`,
  eventDetailsToFollow: 'Le enviaremos los datos de la llamada.',
  eventReply: 'Si necesita cambiar algo, responda al correo de la invitación.',
  organizer: `Equipo de ventas de ${company}`,
};
