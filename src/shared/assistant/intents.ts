import type { Locale } from '../i18n/locales.ts';
import type { ChatIntent } from './chat-intent.ts';
import { COMPETITORS } from './competitors.ts';
import { INTENT_PATTERNS_ES, SEARCH_FIRST_ES } from './intents-es.ts';
import { asksAboutRights } from './knowledge/page-weight.ts';
import { foldSpanish } from './knowledge/text-processing-es.ts';

/**
 * Recognises what a visitor wants before the search runs. Patterns look at phrases, not bare
 * substrings: "schedule a call" is a demo request, "answer calls after hours" is a product question.
 * Checked in order; the first intent with a matching pattern wins.
 */
export type { ChatIntent, ChatTopic } from './chat-intent.ts';

const INTENT_PATTERNS: readonly (readonly [ChatIntent, readonly RegExp[]])[] = [
  [
    'off-topic',
    [
      /\b(weather|forecast|temperature outside|rain(ing)? today)\b/,
      // Another company's prices and products, not a phone system the visitor runs ("we use RingCentral, will it work?").
      new RegExp(`^(?!.*\\b((we|i) (use|have|run|are on)|our (phones?|phone system|system) (is|are|runs?)|work with|integrat\\w*|connect\\w*|compatible|switch\\w* from|migrat\\w*)\\b).*\\b(${COMPETITORS})\\b`),
      /\bcompetitors?\b/,
      /\b(diagnos\w*|symptoms?|medication|dosage|should i take|chest pain|my (doctor|rash|fever|headache))\b/,
      /^(?!.*\b(chat\w*|bot|assistant|ai|site|website)\b).*\blegal advice\b|\b(need an? (lawyer|attorney)|should i sue|sue (my|the|them|him|her)|lawsuit|divorce|is it legal to)\b/,
      /\b(stock price|share price|stock ticker|ticker symbol|publicly traded|bitcoin|crypto|lottery|sports? scores?|recipe|joke|poem|homework|capital of|who won|president of|mayor of|governor of|population of)\b/,
      // Other businesses' services, which we do not sell, and tasks that are not the chat's: "do you do SEO", "design my logo".
      /\b(seo|search engine optimi[sz]ation|payroll|web ?design|website design|logo design|graphic design|social media (marketing|management|posts?)|instagram|tiktok|facebook ads|google ads|ppc|gift cards?|programming languages?|coding language|tech stack|fed(eral reserve)?'?s? (rate|meeting|decision)|interest rates? (decision|cut|hike)s?)\b/,
      /^(can|could|will|would) (you|u) (please )?(build|design|make|create|write|draft|translate|fix|repair)( me)? (my|a|an|our|this|the)? ?(website|web ?site|logo|app|menu|resume|cv|cover letter|essay|printer|computer|laptop|router|wifi|(marketing |sales )?e-?mails?|blog( posts?)?|posts?|ads|ad copy|newsletter|taxes|tax return)\b|^translate\b|\bhelp (me )?(with|write|fix|do) (my|a|an) (resume|cv|cover letter|essay|homework|taxes|tax return)\b|\bfile (my|our) (\w+ )?tax(es| returns?)\b/,
      // Advice on other products and accounts: "the best laptop for a small office", "reset my gmail password".
      /\b(best|cheapest|good|recommended) (laptops?|computers?|printers?|routers?|headsets?|crms?|phones? to buy|cell plans?)\b|\breset (my|a|the) \w+ password\b|\b(gmail|yahoo|icloud|hotmail|facebook|instagram|netflix|amazon) (password|account|login)\b|\b(do|can|will) (you|u) (offer|provide|give|make|do) (business |small business |personal )?(loans?|financing|mortgages?|credit cards?|insurance policies)\b/,
      // Jobs at the company: not on the site.
      /\b(are|r) (you|u)( guys| all)? hiring\b|\bjob (openings?|vacanc\w*)\b|\bcareers?\b|\binternships?\b|\bopen positions?\b/,
    ],
  ],
  [
    'demo',
    [
      /\bdemo(nstration)?s?\b/,
      // Not a product feature named after calls: "do you have call tracking", "set up call routing".
      /\b(schedule|book|set ?up|arrange|have|organi[sz]e|plan)\b(?: \w+){0,2} (call|meeting|consultation|chat|conversation|appointment with (you|your team|sales|someone))\b(?! (tracking|recordings?|transcripts?|summar\w*|volume|routing|analytics|handling|cent(er|re)s?|logs?|notes|reasons?|flows?|forwarding|transfers?|widget|history|bot|box))/,
      /\b(call|ring|phone) me\b/,
      /\bcall ?-?backs?\b/,
      /\b(talk|speak|chat) (to|with) (sales|someone|somebody|a (person|human|rep\w*|salesperson)|your (team|sales|staff)|an? (expert|specialist))\b/,
      /\b(get|want|need|request|send me|like) (a |an |your )?(custom |free |personal(ized)? |written )?(quote|proposal|estimate|consultation)\b/,
      // Not "what does it cost to get started": that asks the price.
      /^(?!.*\b(cost|costs|price|prices|pricing|fees?|how much)\b).*\b(sign (me )?up|get started|ready to (buy|start)|interested in (buying|signing))\b/,
      /\bfree (trial|consultation)\b/,
      /^(i'?m|we'?re|i am|we are) (very |really )?interested\b(?! in invest)|\bwhat('?s| is| are) (the )?next steps?\b|\bwhat'?s next\b|\bhow do (i|we) (start|begin|proceed|move forward)\b/,
      // Seeing it work before buying: "see it in action", "try it out", "walk me through it".
      /\b(see|watch|hear|test) (it|this|the (ai|assistant|bot|product|system)) (in action|work(ing)?|live|out)\b|\btry (it|this|the (ai|assistant|bot|product|system)) out\b|\btry (it|this) (first|before)\b|\bwalk (me|us) through\b|\bshow (me|us) (how (it|this) works|around)\b/,
      /\b(set ?up|book|schedule|arrange|have|plan) (a|an) (meeting|call|intro call|walkthrough|walk-through)\b|\bmeet (with )?(your team|someone|sales)\b|\b(jump|hop|get) on a (quick |short )?(call|zoom|meeting)\b/,
    ],
  ],
  [
    'pricing',
    [
      // A rate is a price unless it is another figure ("interest rate", "answer rate", "growth rate", "the fed's rate").
      /\b(price|prices|pricing|priced|cost|costs|costing|fees?|charge|charges|expensive|cheap|affordable|budget|quote)\b|(?<!\b(interest|answer|conversion|growth|retention|churn|renewal|fed|federal|tax|exchange|burn|mortgage|heart|success|response|satisfaction|open|close|click|data|message) )\brates?\b(?! (of|decision|cut|hike))/,
      // Not the company's own figures: "how much revenue", "how much funding have you raised".
      /\bhow much\b(?!.*\b(revenue|funding|funds|raised?|valuation|profits?|market|money did|money do|make|made|earn\w*|worth|shares?|grow\w*|growth|increase\w*|retention|churn)\b)/,
      /\bper month\b|\bmonthly (fee|price|cost)s?\b/,
      // Money in visitors' words: "how pricey", "what would it run me", "what will it set us back".
      /\b(pric(e)?y|costly|pricing tiers?|price tiers?|ballpark)\b|\b(run|set) (me|us) back\b|\bwhat (would|will|does) (it|this) run (me|us)\b|\bwhat('?s| is) the damage\b/,
    ],
  ],
  [
    'contact',
    [
      /\b((your|ur|the|company|sales|support) (tele)?phone (number|#)|phone number (for|of) (you|your|sales)|your number|number to call|e-?mail address|your e-?mail|contact (you|details|info\w*|sales|support|us|the team)|how (can|do) i (reach|contact|call|e-?mail) (you|your|the team)|reach (you|your team|sales))\b/,
      /\bwhere are you( guys)? (located|based)\b|\b(office|street|mailing) address\b|\byour address\b/,
      /(?<!\b(our|my|their|its|the store'?s?|store) )\b(opening|office|business) hours\b|\bwhen are you open\b|\b(office|team|you|u) (open|available)\b|\bwhat hours\b/,
      /^(contact|contact info|phone|phone number|number|email|e-mail|address)( please| pls| plz)?\??$/,
      /\b(your|ur) (phone|number|e-?mail)\b|\bphone #/,
      /\bwho (do|should|can) (i|we) (call|ring|phone|contact|talk to|speak (to|with)|e-?mail|reach)\b/,
      /\b(can|could|may) (i|we) (e-?mail|call|phone|ring|text|write to) (you|u|your team)\b|\b(customer service|customer support|support|sales|help) (line|number|phone|phone number|#)\b/,
      /\b(reach|contact|talk to|speak (to|with)) (a (real )?(person|human)|someone|somebody) (at|from|on|in) (your|ur|the) (company|team|office|business)\b/,
      /\bget (a )?hold of (you|u|your team|someone|sales)\b|\bget in touch (with (you|u|your team|sales))?\s*\??$|\b(hq|headquarters|head office)\b|\bwhere (are you|r u|is your (company|office|team))( guys)?\b\??$/,
    ],
  ],
  [
    'services',
    [
      /\b(what|which) (services|products|solutions)\b/,
      // "What does Harborline AI do?", not "what do you do with my data".
      /\bwhat (do|does|is it) (you|u|you guys|u guys|y'?all|your (company|team)|\w+ ai) (offer|do|sell|provide)\b(\s+(exactly|here|again|for (a living|businesses|companies|small businesses|me|my business|people)))?[\s?!.]*$/,
      /\b(services|products|solutions) (offered|available|you (offer|have))\b/,
      /\b(list|overview) of (your )?(services|products|solutions)\b/,
      /^(your )?(services|products|solutions)\??$/,
      /\bwhat can you do\b/,
      // "what kind of stuff do you offer", "tell me about your offerings", "list your services".
      /\bofferings?\b|\bwhat (kinds?|sorts?|types?) of (stuff|things|services|products|solutions)\b|\b(list|show me|tell me about|what are|describe) (all )?(of )?(your|ur|the) (services|products|solutions)\b|\bwhat do (you|u)( guys)? (have|sell)\b\??$/,
    ],
  ],
  [
    'greeting',
    [
      /^(hi|hello|hey|heya|hiya|yo|howdy|greetings|sup|what'?s up|good (morning|afternoon|evening|day)|morning|afternoon|evening)\b[\s!.,]*(good (morning|afternoon|evening|day))?[\s!.,]*(there|all|team|everyone|folks|guys)?[\s!.,?]*((is )?any(one|body) (there|here|around|home)|how are (you|u)( doing)?|how'?s it going|(a |one )?quick question|i have a (quick )?question|(a )?question for (you|u)|can (you|u) help( me)?|can i ask (you )?(something|a question))?[\s!.?]*$/,
    ],
  ],
  [
    'thanks',
    [
      /^(thanks?|thank you|thx|ty|cheers|great|ok(ay)?|perfect|awesome|cool|nice|got it|appreciate (it|that|the help)|much appreciated)\b[\w\s!.,]{0,20}$/,
      // A short message that ends in thanks: "that's helpful, thank you", "thanks so much for the help".
      /^([\w',]+[\s!.,]+){0,5}(thanks?|thank you|thx|ty|cheers|much appreciated)( (so|very) much)?( for (the|your|all the) (help|info\w*|answers?|time))?[\s!.]*$/,
    ],
  ],
];

/**
 * Questions that name a fixed reply's topic but ask what that reply does not hold: a clause of the terms
 * (late fees, refunds, notice before a change, a price change), an investor figure (revenue, retention rate),
 * a particular team's address (legal notices, the privacy team, investor relations), an age or the personal
 * data a form collects, or what the product does ("quote requests", "a callback when the AI can't help").
 * The search answers these from the section that holds the fact; the fixed reply is the fallback when it
 * finds nothing. (A longer question that names a topic in passing is also answered by a section that covers
 * all of it: answer-engine.ts.)
 */
const SEARCH_FIRST: Readonly<Partial<Record<ChatIntent, RegExp>>> = {
  pricing:
    /\b(late|overdue|interest|refund\w*|invoic\w*|billed|billing|in advance|dispute|notice|cancel\w*|terminat\w*|tax(es)?|revenue|retention|growth|churn|rate of|acquisition cost|cac|ltv|lifetime value|burn|margins?|ebitda|valuation|profit\w*|equity|stake|maintenance|liabilit\w*|quote requests?|quotes? for (my|our) (customers|clients))\b|\b(fee|fees|money|deposit|payment)s? back\b|\b(raise|raising|increase\w*|chang\w*|hike\w*|put) (the |your |my |our )?(\w+ )?(price|prices|fees?|rates?)\b|\b(price|prices|fees?|rates?) (increase|change|hike|go(es)? up|up)\b/,
  contact: /\b(legal|privacy|invest\w*|shareholders?|equity|stake|press|media|journalists?|notices?|data protection)\b/,
  demo: /\b(the (ai|assistant|bot)|it) (can'?t|cannot|doesn'?t|does not)\b|\bwhen the (ai|assistant|bot)\b|\bquote requests?\b|\binvest\w*|\bhow old\b|\bage\b|\bpersonal (info|information|data|details)\b|\bcollect\w*\b/,
};

/** A demo asked for in so many words: "i want a demo of the privacy features" stays a demo request. */
const ASKS_FOR_DEMO = /\b(want|like|book|schedule|see|get|request|need|arrange|set ?up|show)\b/;

/** Whether a recognised intent should let the search answer first (see SEARCH_FIRST). */
export function searchFirst(intent: ChatIntent, text: string, locale: Locale = 'en'): boolean {
  if (locale === 'es') {
    const question = normalizeSpanishQuestion(text);
    if ((intent === 'pricing' || intent === 'contact') && asksAboutRights(question, 'es')) return true;
    return SEARCH_FIRST_ES[intent]?.test(question) ?? false;
  }
  const question = normalizeQuestion(text);
  // A question about rights and obligations ("how long do you keep my demo form info", "do you share my e-mail
  // address") is the terms' and the privacy policy's to answer, whatever topic words it shares with a fixed reply.
  if ((intent === 'pricing' || intent === 'contact' || (intent === 'demo' && !ASKS_FOR_DEMO.test(question))) && asksAboutRights(question)) return true;
  return SEARCH_FIRST[intent]?.test(question) ?? false;
}

export function normalizeQuestion(text: string): string {
  return text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
}

/** A Spanish question as the Spanish patterns read it: lower case, accents folded, no "¿" or "¡". */
export function normalizeSpanishQuestion(text: string): string {
  return normalizeQuestion(foldSpanish(text).replace(/[¿¡]/g, ''));
}

export function recognizeIntent(text: string, locale: Locale = 'en'): ChatIntent | undefined {
  if (locale === 'es') {
    const question = normalizeSpanishQuestion(text);
    return INTENT_PATTERNS_ES.find(([, patterns]) => patterns.some((pattern) => pattern.test(question)))?.[0];
  }
  const question = normalizeQuestion(text);
  return INTENT_PATTERNS.find(([, patterns]) => patterns.some((pattern) => pattern.test(question)))?.[0];
}
