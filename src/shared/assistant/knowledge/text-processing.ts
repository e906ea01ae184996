/**
 * How the assistant reads words, shared by the index (at build time) and the questions (in the
 * browser), so both sides agree: lower case, apostrophes dropped, split on anything that is not a letter
 * or a digit, no stop words, a light stemmer. Visitor vocabulary is added to questions by query-expansion.ts.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or our ours so than that the their them then there these they this to us was we were what when ' +
    'where which who whom why will with would you your yours am any about also just please tell know want need ' +
    'let get like some more most much very really should shall may might there here hi hey hello ' +
    // txt-speak and contractions without their apostrophe: "u", "ur", "whats", "dont"
    'u ur ya yall guys whats hows wheres thats im ive id dont doesnt cant isnt arent didnt wont ' +
    'many exactly basically happen happens happened ' +
    // words that carry no topic: "if something goes wrong", "can i get", "my stuff"
    'something anything everything nothing thing things stuff go goes going went gone get gets got getting whole take takes took taking up put puts ' +
    // fillers that say nothing about the topic: "can i cancel anytime", "is it actually worth it", "does it ever..."
    'anytime anyway anyways actually ever always currently still even yet ok okay sure kind sort lot lots bit etc else maybe perhaps probably before during while over via today tomorrow tonight yesterday'
  ).split(' '),
);

/** The words of a text: lower case, apostrophes dropped ("what’s" is "whats"), split on the rest. */
export function tokenize(text: string): string[] {
  const lower = text.toLowerCase().replace(/[’']/g, '');
  const tokens = lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // A hyphenated word is also read whole, so the site's "e-mail", "no-shows" and "text-back" meet the visitors'
  // "email", "noshows" and "textback" (the parts still match "mail", "shows" and "text").
  const compounds = lower.match(/\p{L}+(?:-\p{L}+)+/gu) ?? [];
  return [...tokens, ...compounds.map((compound) => compound.replace(/-/g, ''))];
}

/** Forms the endings below would get wrong. */
const IRREGULAR: Readonly<Record<string, string>> = {
  using: 'use',
  used: 'use',
  uses: 'use',
  // Nouns in -ing that are not their verb: "marketing" is not the "market", "accounting" not an "account".
  marketing: 'marketing',
  accounting: 'accounting',
};

/**
 * Plural and verb endings off, so "calls", "calling" and "called" meet at "call"; then a final silent "e",
 * so "delete", "deleted" and "deleting" meet at "delet", and "price", "prices" and "pricing" at "pric".
 */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3 || /\d/.test(word)) return word;
  return withoutFinalE(withoutEnding(word));
}

function withoutEnding(word: string): string {
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return undoubled(word.slice(0, -3));
  if (word.endsWith('ed') && word.length > 4) return undoubled(word.slice(0, -2));
  if (word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** "transferred" and "transfer", "stopping" and "stop" meet: a doubled final consonant left by -ed or -ing is one ("called", "billed" keep theirs). */
const undoubled = (stem: string) => (/([b-df-hj-km-np-rtv-z])\1$/.test(stem) && !/(ll|ss|zz)$/.test(stem) ? stem.slice(0, -1) : stem);

const withoutFinalE = (word: string) => (word.length > 4 && word.endsWith('e') && !word.endsWith('ee') ? word.slice(0, -1) : word);

export const isStopWord = (word: string) => STOP_WORDS.has(word);

/** The stop words, for telling a slip of one ("wat", "hapens") from a word. */
export const stopWords = (): ReadonlySet<string> => STOP_WORDS;

/** MiniSearch's processTerm (a token from `tokenize`): null drops the word. */
export function processTerm(token: string): string | null {
  const word = token.toLowerCase();
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return stem(word);
}

/** The processed words of a text, for comparing a question with a passage. */
export function termsOf(text: string): string[] {
  return tokenize(text).flatMap((token) => processTerm(token) ?? []);
}

/** How one language's text is read: the same steps (tokens, stop words, stems) for the index and the questions. */
export interface TextProcessing {
  tokenize(text: string): string[];
  /** MiniSearch's processTerm: null drops the word. */
  processTerm(token: string): string | null;
  stem(word: string): string;
  termsOf(text: string): string[];
  stopWords(): ReadonlySet<string>;
}

export const ENGLISH_TEXT: TextProcessing = { tokenize, processTerm, stem, termsOf, stopWords };
