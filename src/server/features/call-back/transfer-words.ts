import type { Locale } from '../../../shared/i18n/locales.ts';

/**
 * What checkTransfer tells the call-back assistant, in the lead's language (the assistant speaks it to the caller in
 * its own words). The spoken hand-off itself (what the caller and the salesperson hear) is in voice/assistants.
 */
export interface TransferWords {
  open: string;
  closed: (nextOpening: string | undefined) => string;
  alreadyTried: string;
  unknownCall: string;
}

export const TRANSFER_WORDS: Record<Locale, TransferWords> = {
  en: {
    open: 'A person from the sales team can take this call now. Tell the caller you are connecting them, then call transferCall.',
    closed: (next) =>
      `Nobody from the sales team can take a call right now${next ? `; they are next available ${next}` : ''}. ` +
      'Tell the caller so, and offer a meeting instead: call checkAvailability.',
    alreadyTried: 'The sales line was tried once on this call already. Do not transfer again: offer a meeting instead with checkAvailability.',
    unknownCall: 'This call cannot be transferred. Offer a meeting instead: call checkAvailability.',
  },
  es: {
    open: 'Una persona del equipo de ventas puede atender esta llamada ahora. Dígale a la persona que la va a comunicar y llame a transferCall.',
    closed: (next) =>
      `Nadie del equipo de ventas puede atender una llamada en este momento${next ? `; vuelven a estar disponibles el ${next}` : ''}. ` +
      'Dígaselo a la persona y ofrézcale una reunión: llame a checkAvailability.',
    alreadyTried: 'Ya se intentó comunicar con ventas en esta llamada. No vuelva a transferir: ofrezca una reunión con checkAvailability.',
    unknownCall: 'Esta llamada no se puede transferir. Ofrezca una reunión: llame a checkAvailability.',
  },
};
