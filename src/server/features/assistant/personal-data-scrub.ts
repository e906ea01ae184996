/**
 * Takes what identifies a person out of a visitor's question before it is kept: e-mail addresses, links, phone
 * numbers and other long numbers (accounts, cards, ZIP+4), street addresses and the name someone gives
 * ("my name is Ann Lee", "I'm Ann", "this is Dr. Patel"). Each becomes a placeholder, so the question still
 * reads ("call me at [phone]"). Names a visitor drops elsewhere in a sentence cannot be told from words and stay:
 * the rows are for staff only and kept for a limited time (unanswered-questions.ts).
 */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
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
    .replace(LINK, '[link]')
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
