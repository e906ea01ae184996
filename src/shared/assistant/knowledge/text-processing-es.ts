import type { TextProcessing } from './text-processing.ts';

/**
 * How the assistant reads Spanish: lower case, accents folded ("información" and "informacion" meet, as
 * visitors type both), no stop words, letters that sound alike written alike ("pakete" and "paquete",
 * "integrasion" and "integración", "bendedor" and "vendedor", "orario" and "horario" meet, as visitors spell
 * by ear), and a light stemmer that meets plural, gender and the common verb endings ("llamadas", "llamada",
 * "llamar" and "llaman" meet at "yam").
 */

const STOP_WORDS = new Set(
  (
    'a al algo algun alguna algunas alguno algunos alla alli ante antes aqui asi aun cada como con contra cual cuales cualquier ' +
    'de del desde donde dos e el ella ellas ellos en entre era eran es esa esas ese eso esos esta estan estar estas este esto estos estoy ' +
    'fue fueron ha han has hay he hemos la las le les lo los me mi mis mucho muchos muy nada ni no nos nosotros o os otra otras otro otros ' +
    'para pero poco por porque pues que quien quienes se sea ser si sin sobre sois solo somos son soy su sus tal tambien tan tanto te ti ' +
    'tiene tienen tengo tenemos tienes todo todos tu tus un una unas uno unos usted ustedes uds ud vosotros y ya yo ' +
    'puede pueden puedo podemos podria pueda hacer hace hacen hago haria va van voy vamos ir estaria seria ' +
    'quiero queria quisiera quisieramos necesito necesitamos saber dime digame diganme favor porfa porfavor pls plis ' +
    'hola buenas buenos gracias ok okay dale bueno pues entonces oye mira ' +
    // txt-speak: "q", "k", "x", "pa", "pal", "tmb", "xq"
    'q k ke ki x pa pal tb tmb tmbn xq pq porq d ' +
    // fillers: "exactamente", "realmente", "de verdad", "cosa", "algo asi"
    'exactamente realmente verdad cosa cosas algo eso esto asi ahi aca alguien cualquiera siempre nunca tambien todavia ahora hoy ' +
    'mas menos bien mal jaja jajaja jeje lol ' +
    // words that carry no topic, as "get", "take", "put" and "happen" in English: "me gustaria", "de una vez", "lo ponen"
    'gustaria gusta encantaria vez veces pone ponen poner ponga pongan da dan dar den quiere quieren ' +
    // "cuánto", "cuántos": the kind of fact asked for (fact-passages.ts), as "how much" and "how many" are in English
    'cuanto cuanta cuantos cuantas'
  ).split(' '),
);

/** Lower case, accents and tildes off, "¿" and "¡" gone: the form both the index and a question are read in. */
export function foldSpanish(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** "Qué pasa si…", "¿qué pasa con…?": only that a question follows, in the FAQ's titles as in visitors' questions. */
const WHAT_HAPPENS = /\b(que|q|k|ke) pasa\b/g;

function tokenize(text: string): string[] {
  const folded = foldSpanish(text).replace(/[’']/g, '').replace(WHAT_HAPPENS, '$1');
  const tokens = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const compounds = folded.match(/\p{L}+(?:-\p{L}+)+/gu) ?? [];
  return [...tokens, ...compounds.map((compound) => compound.replace(/-/g, ''))];
}

/**
 * A word as it sounds in Latin American Spanish, so that spellings by ear meet: "qu", "k" and a hard "c" are
 * "k"; a soft "c", "z" and "s" are "s"; "v" is "b"; "ll" and "y" are "y"; a soft "g" and "j" are "j"; a silent "h"
 * goes; doubled letters are one. The index and the questions are read through it alike, so only spellings meet.
 */
function soundsLike(word: string): string {
  return word
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[ei])/g, 's')
    .replace(/c(?!h)|q/g, 'k')
    .replace(/z/g, 's')
    .replace(/v/g, 'b')
    .replace(/ll/g, 'y')
    .replace(/g(?=[ei])/g, 'j')
    .replace(/(?<!c)h/g, '')
    .replace(/(\p{L})\1+/gu, '$1');
}

/** Endings taken off, longest first, when at least MIN_STEM letters stay; written as they sound (soundsLike). */
const ENDINGS = [
  'amientos', 'imientos', 'amiento', 'imiento', 'aciones', 'iciones', 'mente', 'acion', 'icion', 'ancias', 'encias', 'ancia', 'encia',
  'ables', 'ibles', 'able', 'ible', 'adoras', 'adores', 'adora', 'ador', 'aremos', 'eremos', 'iremos', 'ando', 'iendo', 'adas', 'ados', 'idas', 'idos', 'ada', 'ado', 'ida', 'ido',
  'aron', 'ieron', 'amos', 'emos', 'imos', 'aban', 'aba', 'ias', 'ia', 'ar', 'er', 'ir', 'an', 'en',
  'es', 'os', 'as', 's', 'a', 'o', 'e',
].map(soundsLike);
const MIN_STEM = 3;

/** Forms the endings would part or join wrongly. */
const IRREGULAR: Readonly<Record<string, string>> = {
  meses: 'mes',
  mes: 'mes',
  ia: 'ia',
  sms: 'sms',
  crm: 'crm',
  dias: 'dia',
  dia: 'dia',
};

function stem(folded: string): string {
  const irregular = IRREGULAR[folded];
  if (irregular) return irregular;
  if (folded.length <= 3 || /\d/.test(folded)) return folded;
  const word = soundsLike(folded);
  const ending = ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= MIN_STEM);
  return ending ? word.slice(0, -ending.length) : word;
}

function processTerm(token: string): string | null {
  const word = foldSpanish(token);
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

function termsOf(text: string): string[] {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}

export const SPANISH_TEXT: TextProcessing = { tokenize, processTerm, stem, termsOf, stopWords: () => STOP_WORDS };
