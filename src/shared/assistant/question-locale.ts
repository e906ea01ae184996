import type { Locale } from '../i18n/locales.ts';

/**
 * The language a visitor wrote in, told cheaply: Spanish function words ("cuánto", "los", "para", "ustedes") and
 * Spanish letters (ñ, accented vowels, "¿", "¡") against English function words. A question with no telling
 * words ("crm?", "hipaa", "demo") is in the page's language. Spanglish counts by its function words: "tienen
 * integracion con hubspot?" is Spanish, "do you guys hablan español" is English.
 */

const SPANISH_WORDS = new Set(
  (
    'que q como cuanto cuanta cuantos cuantas cuando donde quien cual cuales porque por para con sin del los las una unos unas ' +
    'el la es son esta estan hay tiene tienen tengo puedo puede pueden quiero necesito ustedes usted ud uds mi mis su sus nos ' +
    'hola buenas buenos gracias tambien pero si muy mas tmb pa pal se lo le les yo me te ser hacen ofrecen cuesta cobran ' +
    'precio precios llamadas llamada citas cita negocio empresa clientes servicio servicios ayuda informacion datos'
  ).split(' '),
);

const ENGLISH_WORDS = new Set(
  (
    'the a an is are do does can could would will what how much many when where who which why your you my our we i it ' +
    'of to for with from and or if this that have has need want get price cost calls call business customers service services ' +
    'hi hello hey thanks thank please about'
  ).split(' '),
);

/** Letters and marks only Spanish uses here: ñ, accented vowels, the opening "¿" and "¡". */
const SPANISH_MARKS = /[ñáéíóúü¿¡]/iu;

/** The language of a question, or `fallback` (the page's language) when its words do not tell. */
export function questionLocale(text: string, fallback: Locale): Locale {
  const words = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  let spanish = SPANISH_MARKS.test(text) ? 1.5 : 0;
  let english = 0;
  for (const word of words) {
    if (SPANISH_WORDS.has(word)) spanish += 1;
    if (ENGLISH_WORDS.has(word)) english += 1;
  }
  if (spanish > english) return 'es';
  if (english > spanish) return 'en';
  return fallback;
}
