/**
 * How the assistant reads words, shared by the index (at build time) and the questions (in the
 * browser), so both sides agree: lower case, no stop words, a light stemmer, a few synonyms.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or our ours so than that the their them then there these they this to us was we were what when ' +
    'where which who whom why will with would you your yours am any about also just please tell know want need ' +
    'let get like some more most much very really should shall may might there here hi hey hello'
  ).split(' '),
);

/** Visitor words mapped to the words our content uses. */
const SYNONYMS: Readonly<Record<string, string>> = {
  dental: 'healthcare',
  dentist: 'healthcare',
  clinic: 'healthcare',
  medical: 'healthcare',
  doctor: 'healthcare',
  patient: 'healthcare',
  practice: 'healthcare',
  realtor: 'real',
  realty: 'real',
  property: 'real',
  broker: 'real',
  hotel: 'hospitality',
  restaurant: 'hospitality',
  dealership: 'automotive',
  dealer: 'automotive',
  car: 'automotive',
  shop: 'retail',
  store: 'retail',
  ecommerce: 'e-commerce',
  online: 'e-commerce',
  text: 'sms',
  texting: 'sms',
  salesforce: 'crm',
  hubspot: 'crm',
  zoho: 'crm',
  pipedrive: 'crm',
  integrate: 'integration',
  connect: 'integration',
  hipaa: 'hipaa',
  gdpr: 'privacy',
  secure: 'security',
  safe: 'security',
  encrypted: 'encrypt',
  book: 'appointment',
  booking: 'appointment',
  schedule: 'appointment',
  night: 'after-hours',
  weekend: 'after-hours',
  overnight: 'after-hours',
  reseller: 'white-label',
  resell: 'white-label',
  agency: 'white-label',
  bot: 'robot',
  human: 'person',
  transcript: 'transcript',
  recording: 'recording',
  spanish: 'language',
  multilingual: 'language',
  refund: 'refund',
  cancel: 'cancel',
};

/** Plural and verb endings off, so "calls", "calling" and "called" meet at "call". */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('es') && /(ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** MiniSearch's processTerm: null drops the word. */
export function processTerm(term: string): string | string[] | null {
  const word = term.toLowerCase().replace(/[’']s$/, '').replace(/[’']/g, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  const stemmed = stem(word);
  const synonym = SYNONYMS[word] ?? SYNONYMS[stemmed];
  return synonym && synonym !== stemmed ? [stemmed, stem(synonym)] : stemmed;
}

/** The processed words of a text, one group per word (a word and its synonym), for coverage checks. */
export function termGroupsOf(text: string): string[][] {
  return text.split(/[^\p{L}\p{N}-]+/u).flatMap((token) => {
    const processed = processTerm(token);
    return processed === null ? [] : [Array.isArray(processed) ? processed : [processed]];
  });
}

/** The processed words of a text, for comparing a question with a passage. */
export function termsOf(text: string): string[] {
  return termGroupsOf(text).flat();
}
