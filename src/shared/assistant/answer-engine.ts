import { GREETING_REPLY, INTENT_REPLIES, INTENT_SOURCES, LIMITS_REPLY, THANKS_REPLY } from './chat-rules.ts';
import { recognizeIntent, type ChatIntent } from './intents.ts';
import type { KnowledgeIndex } from './knowledge/knowledge-index.ts';
import { termGroupsOf, termsOf } from './knowledge/text-processing.ts';

export interface ReplySource {
  title: string;
  href: string;
}

/** What the assistant says, where it comes from and whether it offers a demo. */
export interface AssistantReply {
  text: string;
  /** intent: a fixed reply; answer: quoted from content; limits: an honest "not here"; live: the provider's AI. */
  kind: 'intent' | 'answer' | 'limits' | 'live';
  intent?: ChatIntent;
  source?: ReplySource;
  /** The reply invites the visitor to the demo form (a link, and the inline form in the chat). */
  offerDemo: boolean;
}

export type AnswerEngine = (question: string) => AssistantReply;

/**
 * Below this, a match is too weak to quote. Tuned with `npm run bench:assistant`: high enough that
 * off-topic questions sharing one common word with the site get the limits reply.
 */
const MIN_SCORE = 6;
/** Share of the question's words the best document must contain. */
const MIN_COVERAGE = 0.5;
const MAX_SENTENCES = 3;
const MAX_REPLY_CHARS = 420;

const limits = (intent?: ChatIntent): AssistantReply => ({ text: LIMITS_REPLY, kind: 'limits', intent, offerDemo: true });

/** The passages that share most words with the question, in their page order, at most three. */
export function bestPassages(passages: readonly string[], questionTerms: ReadonlySet<string>): string[] {
  const scored = passages.map((passage, order) => ({
    passage,
    order,
    score: new Set(termsOf(passage).filter((term) => questionTerms.has(term))).size,
  }));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .filter((entry, rank) => rank === 0 || entry.score > 0)
    .slice(0, MAX_SENTENCES);
  chosen.sort((a, b) => a.order - b.order);
  const picked: string[] = [];
  for (const { passage } of chosen) {
    if (picked.length > 0 && [...picked, passage].join(' ').length > MAX_REPLY_CHARS) break;
    picked.push(passage);
  }
  return picked;
}

export function createAnswerEngine(index: KnowledgeIndex): AnswerEngine {
  return (question) => {
    const intent = recognizeIntent(question);
    if (intent === 'off-topic') return limits(intent);
    if (intent === 'greeting') return { text: GREETING_REPLY, kind: 'intent', intent, offerDemo: false };
    if (intent === 'thanks') return { text: THANKS_REPLY, kind: 'intent', intent, offerDemo: false };
    if (intent) {
      return {
        text: INTENT_REPLIES[intent],
        kind: 'intent',
        intent,
        source: INTENT_SOURCES[intent],
        offerDemo: intent === 'demo' || intent === 'pricing',
      };
    }

    const groups = termGroupsOf(question);
    if (groups.length === 0) return limits();
    const questionTerms = new Set(groups.flat());
    const [best] = index.search(question);
    if (!best) return limits();
    const matched = new Set(best.queryTerms);
    const coverage = groups.filter((group) => group.some((term) => matched.has(term))).length / groups.length;
    if (best.score < MIN_SCORE || coverage < MIN_COVERAGE) return limits();

    const passages = bestPassages(best.passages as string[], questionTerms);
    return {
      text: passages.join(' '),
      kind: 'answer',
      source: { title: best.title as string, href: best.href as string },
      offerDemo: false,
    };
  };
}
