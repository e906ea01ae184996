import { siteConfig } from '../../site-config.ts';
import { CONSENTED_CALL_ATTEMPTS, type CALL_CONSENT as ENGLISH_CALL_CONSENT } from '../call-consent.ts';
import type { Words } from '../words.ts';

/**
 * The call-back consent in Spanish: the same agreement as ../call-consent.ts (an automated AI voice call
 * about this request, up to 3 calls in 2 days when nobody answers, with a voicemail, may be recorded and transcribed, not a condition of purchase, how to opt out), with
 * its own version, since the stored evidence is the exact words shown (docs/decisions/0009).
 */
export const CALL_CONSENT: Words<typeof ENGLISH_CALL_CONSENT> = {
  version: '2026-11-28-es',
  label: `Llámenme ahora: el asistente de IA de ${siteConfig.companyName} me llamará por teléfono sobre esta solicitud`,
  disclosure:
    `Al marcar esta casilla, usted acepta que ${siteConfig.companyName} llame al número de teléfono indicado arriba con un asistente ` +
    `de voz automatizado con IA para tratar esta solicitud. Si no logramos contactarle, podemos llamarle hasta ` +
    `${CONSENTED_CALL_ATTEMPTS.maxAttempts} veces en ${CONSENTED_CALL_ATTEMPTS.withinDays} días, solo en horario de llamadas, y dejarle un breve ` +
    `mensaje de voz. Las llamadas pueden ser grabadas y transcritas. Dar su consentimiento no es ` +
    `condición para realizar una compra. Puede retirarlo en cualquier momento diciendo “deje de llamarme” durante la llamada o ` +
    `escribiendo a ${siteConfig.privacyEmail}.`,
};

/** Exactly what the visitor agreed to, as stored with the lead. */
export const CALL_CONSENT_TEXT = `${CALL_CONSENT.label}. ${CALL_CONSENT.disclosure}`;
