/**
 * Recognises what a visitor wants before the search runs. Patterns look at phrases, not bare
 * substrings: "schedule a call" is a demo request, "answer calls after hours" is a product question.
 * Checked in order; the first intent with a matching pattern wins.
 */
export type ChatTopic = 'pricing' | 'services' | 'demo' | 'contact';
export type ChatIntent = ChatTopic | 'greeting' | 'thanks' | 'off-topic';

/** Other companies' names: their prices and products are not ours to describe. */
const COMPETITORS = 'smith\\.?ai|ruby(?: receptionists)?|dialpad|goodcall|synthflow|bland(?:\\.ai)?|retell|air\\.ai|podium|nextiva|ringcentral|answerconnect|myaifrontdesk|rosie';

const INTENT_PATTERNS: readonly (readonly [ChatIntent, readonly RegExp[]])[] = [
  [
    'off-topic',
    [
      /\b(weather|forecast|temperature outside|rain(ing)? today)\b/,
      new RegExp(`\\b(${COMPETITORS})\\b`),
      /\bcompetitors?\b/,
      /\b(diagnos\w*|symptoms?|medication|dosage|should i take|chest pain|my (doctor|rash|fever|headache))\b/,
      /\b(legal advice|need an? (lawyer|attorney)|should i sue|sue (my|the|them|him|her)|lawsuit|divorce|is it legal to)\b/,
      /\b(stock price|share price|stock ticker|ticker symbol|publicly traded|bitcoin|crypto|lottery|sports? scores?|recipe|joke|poem|homework|capital of|who won|president of)\b/,
      // Jobs at the company: not on the site.
      /\b(are|r) (you|u)( guys| all)? hiring\b|\bjob (openings?|vacanc\w*)\b|\bcareers?\b|\binternships?\b|\bopen positions?\b/,
    ],
  ],
  [
    'demo',
    [
      /\bdemo(nstration)?s?\b/,
      /\b(schedule|book|set ?up|arrange|have|organi[sz]e|plan)\b(?: \w+){0,2} (call|meeting|consultation|chat|conversation|appointment with (you|your team|sales|someone))\b/,
      /\b(call|ring|phone) me\b/,
      /\bcall ?-?backs?\b/,
      /\b(talk|speak|chat) (to|with) (sales|someone|somebody|a (person|human|rep\w*|salesperson)|your (team|sales|staff)|an? (expert|specialist))\b/,
      /\b(get|want|need|request|send me|like) (a |an |your )?(custom |free |personal(ized)? |written )?(quote|proposal|estimate|consultation)\b/,
      /\b(sign (me )?up|get started|ready to (buy|start)|interested in (buying|signing))\b/,
      /\bfree (trial|consultation)\b/,
    ],
  ],
  [
    'pricing',
    [
      /\b(price|prices|pricing|priced|cost|costs|costing|fees?|charge|charges|expensive|cheap|affordable|budget|rates?|quote)\b/,
      /\bhow much\b/,
      /\bper month\b|\bmonthly (fee|price|cost)s?\b/,
    ],
  ],
  [
    'contact',
    [
      /\b((your|ur|the|company|sales|support) (tele)?phone (number|#)|phone number (for|of) (you|your|sales)|your number|number to call|e-?mail address|your e-?mail|contact (you|details|info\w*|sales|support|us|the team)|how (can|do) i (reach|contact|call|e-?mail) (you|your|the team)|reach (you|your team|sales))\b/,
      /\bwhere are you( guys)? (located|based)\b|\b(office|street|mailing) address\b|\byour address\b/,
      /\b(opening|office|business) hours\b|\bwhen are you open\b|\b(office|team|you|u) (open|available)\b|\bwhat hours\b/,
      /^(contact|phone|phone number|email|e-mail)\??$/,
      /\b(your|ur) (phone|number|e-?mail)\b|\bphone #/,
    ],
  ],
  [
    'services',
    [
      /\b(what|which) (services|products|solutions)\b/,
      /\bwhat (do|does) (you|you guys|y'?all|your (company|team)|\w+ ai) (offer|do|sell|provide)\b/,
      /\b(services|products|solutions) (offered|available|you (offer|have))\b/,
      /\b(list|overview) of (your )?(services|products|solutions)\b/,
      /^(your )?(services|products|solutions)\??$/,
      /\bwhat can you do\b/,
    ],
  ],
  ['greeting', [/^(hi|hello|hey|good (morning|afternoon|evening)|howdy|hiya)\b[\s!.,]*(there)?[\s!.]*$/]],
  ['thanks', [/^(thanks?|thank you|thx|cheers|great|ok(ay)?|perfect|awesome)\b[\w\s!.,]{0,20}$/]],
];

/**
 * Questions that name a fixed reply's topic but ask what that reply does not hold: a clause of the terms
 * (late fees, refunds, notice before a change), an investor figure (revenue, retention rate), a particular
 * team's address (legal notices, the privacy team), or what the product does ("quote requests", "a callback
 * when the AI can't help"). The search answers these from the section that holds the fact; the fixed reply
 * is the fallback when it finds nothing.
 */
const SEARCH_FIRST: Readonly<Partial<Record<ChatIntent, RegExp>>> = {
  pricing:
    /\b(late|overdue|interest|refund\w*|invoices?|dispute|notice|cancel\w*|terminat\w*|tax(es)?|revenue|retention|growth|churn|rate of|maintenance|liabilit\w*|quote requests?|quotes? for (my|our) (customers|clients))\b/,
  contact: /\b(legal|privacy|investors?|press|media|journalists?|notices?|data protection)\b/,
  demo: /\b(the (ai|assistant|bot)|it) (can'?t|cannot|doesn'?t|does not)\b|\bwhen the (ai|assistant|bot)\b|\bquote requests?\b/,
};

/** Whether a recognised intent should let the search answer first (see SEARCH_FIRST). */
export function searchFirst(intent: ChatIntent, text: string): boolean {
  return SEARCH_FIRST[intent]?.test(normalizeQuestion(text)) ?? false;
}

export function normalizeQuestion(text: string): string {
  return text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();
}

export function recognizeIntent(text: string): ChatIntent | undefined {
  const question = normalizeQuestion(text);
  return INTENT_PATTERNS.find(([, patterns]) => patterns.some((pattern) => pattern.test(question)))?.[0];
}
