import type { Locale } from '../i18n/locales.ts';
import { ASKS_TO_BOOK_ES, NOT_A_BOOKING_ES } from './intents-es.ts';
import { normalizeQuestion, normalizeSpanishQuestion } from './intents.ts';

/**
 * Whether the visitor asks to book time with sales: a demo, a meeting or a call with us, or to talk to sales. The
 * chat answers these by offering free slots, never by the search or the live AI. Narrower than the "demo" intent:
 * questions about the demo ("how long is the demo", "is the demo free") and about the product booking things for
 * the visitor's own customers ("can it book appointments for my clinic") are answered, not booked.
 */

/** What a meeting with sales is called; not a product feature named after calls ("set up call forwarding"). */
const MEETING = String.raw`(demo(nstration)?|meeting|call|video call|zoom( call)?|teams call|consultation|intro call|discovery call|walk-?through|appointment with (you|your team|sales|someone))\b(?! (tracking|recordings?|transcripts?|summar\w*|volume|routing|analytics|handling|cent(er|re)s?|logs?|notes|flows?|forwarding|transfers?|widget|history|bot|box|scripts?|queues?))`;

/** A few words that may stand between the verb and the meeting: "book a quick 30-minute demo". */
const FILLER = String.raw`(?: (me|us|a|an|the|your|my|our|some|one|quick|short|brief|free|live|personal(ized)?|product|sales|intro|\d+[- ]?min(ute)?s?)){0,3}`;

/** Verbs that ask for a meeting. */
const ASK_FOR_MEETING = new RegExp(
  String.raw`\b(book(ing)?|schedul(e|ing)|set ?up|setting up|arrange|organi[sz]e|reserve|grab|request|get|want|need|like|love|see|watch)\b${FILLER} ${MEETING}|\b(can|could|may) (we|i) (have|do|get)${FILLER} ${MEETING}|\b(jump|hop|get) on${FILLER} (call|zoom|meeting|video call)\b`,
);

/** Talking to sales, or to the team. */
const TALK_TO_SALES = new RegExp(
  String.raw`\b(talk|speak|chat|meet|connect (me|us)|put (me|us) in touch)( (to|with))? (sales|your sales( team| people| department| reps?)?|(a|an|the|your|one of your) (sales ?(person|rep\w*|team|manager|specialist|expert|consultant)|account (exec\w*|manager)s?|salesperson|salespeople)|someone (from|in|on|at) (sales|your (sales )?team)|your team|an? (expert|specialist))\b`,
);

/** A short request: "demo", "demo please", "book a time", "when can we meet", "what times are free". */
const SHORT_REQUEST = /^(a |book (a )?)?(demo|meeting|call)( please| pls| plz)?[?!.]*$|\b(book|pick|find|grab|schedule|reserve) (a |some )?(time|slot|time slot)\b|\bwhen (can|could) (we|i) (meet|talk|chat|speak)\b|\b(free|available|open) (slots|times|time slots)\b|\bwhat times (are|do you have)\b|\byour availability\b/;

/** The product booking things for the visitor's business ("can your AI schedule calls", "book appointments for my clinic")... */
const PRODUCT_BOOKS = /\b(it|the (ai|assistant|bot|system|product|receptionist)|your (ai|assistant|bot|system|product|receptionist)|ai|assistant|bot|system)( (automatically|also|really|actually))? (book|schedul|set up|arrange|handle|take|make)\w*|\b(for|with) (my|our) (customers|clients|patients|callers|leads|business|office|practice|clinic|salon|shop|store|restaurant)\b/;
/** ...unless the text names a meeting with us all the same ("a demo for my clinic"). */
const WITH_US = /\b(demo(nstration)?|sales|with (you|u|your team|us))\b/;

/** Asks about the demo rather than for one, or says no. */
const NOT_A_REQUEST = /\b(don'?t|do not|doesn'?t|not interested|no need|no thanks|never)\b|\b(how long|what happens|what'?s in|what is in|what does|what do|is the|are the|who (runs|gives|does))\b.*\b(demo|meeting|call)s?\b|\b(demo|meeting|call)s? (include|cover|last|take|involve|cost)s?\b|\b(cancel|reschedul|mov|chang)\w* (my|the|our) (demo|meeting|call|booking|appointment)\b/;

/** Whether the visitor's text asks to book time with sales (see the module comment). */
export function asksToBook(text: string, locale: Locale = 'en'): boolean {
  if (locale === 'es') {
    const spanish = normalizeSpanishQuestion(text);
    return !NOT_A_BOOKING_ES.test(spanish) && ASKS_TO_BOOK_ES.test(spanish);
  }
  const question = normalizeQuestion(text);
  if (NOT_A_REQUEST.test(question)) return false;
  if (PRODUCT_BOOKS.test(question) && !WITH_US.test(question)) return false;
  return ASK_FOR_MEETING.test(question) || TALK_TO_SALES.test(question) || SHORT_REQUEST.test(question);
}
