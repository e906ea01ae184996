import type { ChatIntent } from '../../../src/shared/assistant/intents.ts';

/**
 * The shape of the visitor benchmark (the tuning files visitor-questions-tuning.ts,
 * visitor-questions-tuning-retired.ts and visitor-questions-tuning-round-2.ts, and a held-out set):
 * questions written as visitors type them, each with the kind of question it is and what a right
 * reply does. The sets are scored by bench-score.ts; `npm run bench:assistant` prints the results.
 */

/** What kind of visitor question it is; the first two tuning files hold each kind in equal numbers (at most one apart). */
export type VisitorKind =
  /** A few words or txt-speak: "crm?", "u guys do spanish". */
  | 'fragment'
  /** Typos and misspellings: "is it hippa complient". */
  | 'misspelled'
  /** Two or three questions in one message; a reply that answers any part is right. */
  | 'multi-part'
  /** A business owner's question in their trade's words (dentist, plumber, law firm, shop, hotel...). */
  | 'industry'
  /** Words the site does not use for what it does: "AI receptionist", "answering service", "2am on a sunday". */
  | 'visitor-vocabulary'
  /** Answered by a specific fact in the terms or the privacy policy (a period, a notice, an address). */
  | 'legal-privacy'
  /** An investor's question: metrics, market, documents, whom to talk to. */
  | 'investor'
  /** A journalist's or a curious visitor's question about news, coverage and press contacts. */
  | 'press'
  /** Should get one of the chat's fixed replies: pricing, services, demo, contact, greeting, thanks. */
  | 'intent'
  /** Nothing on the site answers it: the right reply is the honest limits reply. */
  | 'not-on-site';

export const VISITOR_KINDS: readonly VisitorKind[] = [
  'fragment',
  'misspelled',
  'multi-part',
  'industry',
  'visitor-vocabulary',
  'legal-privacy',
  'investor',
  'press',
  'intent',
  'not-on-site',
];

/**
 * A right reply is either the limits reply ({ limits: true }), or one of the listed intents' fixed replies,
 * or an answer that cites one of the listed page sections. A question may list both intents and sections
 * when either is a right answer (e.g. "setup fee?": the pricing reply, or the FAQ entry that states it).
 * The legacy set's `Expectation` is a special case of this.
 */
export type VisitorExpectation =
  | { limits: true }
  | { intent: ChatIntent | readonly ChatIntent[]; source?: readonly string[] }
  | { source: readonly string[]; intent?: ChatIntent | readonly ChatIntent[] };

export interface VisitorQuestion {
  kind: VisitorKind;
  question: string;
  expect: VisitorExpectation;
}

/**
 * Page sections that answer visitors' questions but that knowledge-documents.ts does not index yet, so no
 * reply can cite them today. Each is a real anchor on the page named here (the visitor-question test checks
 * the anchor is in that page's source). When the index gains a section, take it off this list: the test then
 * checks it like every other expected href. Empty since issue 24: the Investors page's documents and investor
 * contact, and the News page's coverage, press releases and media resources are indexed.
 */
export const UNINDEXED_PAGE_SECTIONS: Readonly<Record<string, { page: string; holds: string }>> = {};
