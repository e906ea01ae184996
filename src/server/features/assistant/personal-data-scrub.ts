/**
 * Takes what identifies a person out of a visitor's question before it is kept: e-mail addresses (spelled out too:
 * "ann dot lee at gmail dot com", "ana arroba gmail punto com"), links, dates of birth (any date with its year, and a
 * day and month after "born", "birthday", "DOB", "nací"...), phone numbers and other long numbers (accounts, cards,
 * ZIP+4), street addresses and the name someone gives
 * ("my name is Ann Lee", "I'm Ann", "this is Dr. Patel"). Each becomes a placeholder, so the question still
 * reads ("call me at [phone]"). Names a visitor drops elsewhere in a sentence cannot be told from words and stay:
 * the rows are for staff only and kept for a limited time (unanswered-questions.ts).
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/**
 * An address written out to dodge a filter: "dot" or "punto" (bracketed or not) or a bare ".", and "at", "arroba" or
 * "@". Not followed by another "at": in "write me at ann dot lee at gmail dot com" the address is Ann's, not "me at ann.lee".
 */
const SPELLED_DOT = String.raw`(?:\.|\s*[[(]\s*(?:dot|punto)\s*[\])]\s*|\s+(?:dot|punto)\s+)`;
const SPELLED_AT = String.raw`(?:\s*@\s*|\s*[[(]\s*(?:at|arroba)\s*[\])]\s*|\s+(?:at|arroba)\s+)`;
const ADDRESS_WORD = String.raw`[\p{L}\p{N}_+-]+`;
const SPELLED_EMAIL = new RegExp(
  String.raw`(?<![\p{L}\p{N}])${ADDRESS_WORD}(?:${SPELLED_DOT}${ADDRESS_WORD})*${SPELLED_AT}${ADDRESS_WORD}(?:${SPELLED_DOT}${ADDRESS_WORD})*${SPELLED_DOT}\p{L}{2,24}(?![\p{L}\p{N}])(?!${SPELLED_AT})`,
  'giu',
);
const MONTHS = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)\.?`;
const YEAR = String.raw`(?:19|20)\d{2}`;
/** A date with its year: 03/14/1985, 14.3.85, 1985-03-14, March 14, 1985, 14 de marzo de 1985. */
const FULL_DATE = new RegExp(
  String.raw`\b(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{2}|\d{4})|${YEAR}-\d{1,2}-\d{1,2}|${MONTHS}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+${YEAR}|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+|de\s+)?${MONTHS},?\s+(?:de\s+|del\s+)?${YEAR})\b`,
  'giu',
);
/** A day and month said to be a birthday: "born on March 14", "DOB 3/14", "cumpleaños el 14 de marzo". */
const BIRTH_DAY = new RegExp(
  String.raw`\b(born(?:\s+on)?|birthday(?:\s+is)?|date of birth(?:\s+is)?|d\.?o\.?b\.?:?|nac[ií](?:\s+el)?|nacimiento:?|cumpleaños(?:\s+es)?(?:\s+el)?)\s+(?:${MONTHS}\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+|de\s+)?${MONTHS}|\d{1,2}[/.-]\d{1,2})\b`,
  'giu',
);
const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;
/** A run of digits with the separators phone numbers and card numbers use, 7 digits or more in all. */
const LONG_NUMBER = /\+?\(?\d(?:[\d\s().-]{5,}\d)/g;
const STREET_ADDRESS =
  /\b\d{1,6}\s+(?:[a-z]+\.?\s+){0,3}(?:street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|court|ct|place|pl|terrace|ter|highway|hwy|circle|cir|parkway|pkwy)\b\.?/gi;
/** The words people introduce themselves with, and the two words after them (a name is capitalised: checked apart). */
const INTRODUCED_NAME = /\b(my name is|my name's|name is|i am|i'm|im|this is|call me|ask for|speak to|talk to)((?:\s+(?:dr|mr|mrs|ms|miss)\.?)?(?:\s+[\p{L}'-]+){1,2})/giu;
const TITLE = /^(?:dr|mr|mrs|ms|miss)\.?$/i;

const digitsIn = (text: string) => text.replace(/\D/g, '').length;

/** Words after "I'm" that describe rather than name ("I'm Interested", "this is Urgent"): kept. */
const NOT_A_NAME = new Set(['a', 'an', 'the', 'not', 'looking', 'interested', 'wondering', 'trying', 'curious', 'new', 'just', 'in', 'on', 'from', 'with', 'urgent', 'it', 'so', 'very', 'still', 'your', 'you']);

export function scrubPersonalData(question: string): string {
  return question
    .replace(EMAIL, '[email]')
    .replace(SPELLED_EMAIL, '[email]')
    .replace(LINK, '[link]')
    .replace(FULL_DATE, '[date]')
    .replace(BIRTH_DAY, (_match, said: string) => `${said} [date]`)
    .replace(STREET_ADDRESS, '[address]')
    .replace(LONG_NUMBER, (match) => (digitsIn(match) >= 7 ? '[number]' : match))
    .replace(INTRODUCED_NAME, (match, lead: string, after: string) => {
      const words = after.trim().split(/\s+/);
      const title = TITLE.test(words[0]!) ? 1 : 0;
      let named = title;
      while (named < words.length && /^\p{Lu}/u.test(words[named]!) && !NOT_A_NAME.has(words[named]!.toLowerCase())) named += 1;
      if (named === title) return match;
      return [`${lead} [name]`, ...words.slice(named)].join(' ');
    });
}
