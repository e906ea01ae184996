import { BOOKING_TEXT } from './booking.ts';
import { BOOKING_TEXT as SPANISH_BOOKING_TEXT } from './es/booking.ts';
import type { Words } from './words.ts';
import type { Locale } from '../i18n/locales.ts';

/** The booking words in each language: the booking page and the invitation e-mail speak the lead's. */
export const BOOKING_WORDS: Readonly<Record<Locale, Words<typeof BOOKING_TEXT>>> = { en: BOOKING_TEXT, es: SPANISH_BOOKING_TEXT };
