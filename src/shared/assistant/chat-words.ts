import * as spanish from '../content/es/assistant.ts';
import type { Locale } from '../i18n/locales.ts';
import * as english from './chat-rules.ts';
import type { ChatTopic, QuickReply } from './chat-rules.ts';
import { sectionIn } from './knowledge/knowledge-document.ts';

/** The chat's fixed replies and words in one language; each language's source links point at its own pages. */
export interface ChatWords {
  intentReplies: Readonly<Record<ChatTopic, string>>;
  intentSources: Readonly<Record<ChatTopic, { title: string; href: string }>>;
  greetingReply: string;
  thanksReply: string;
  limitsReply: string;
  chatGreeting: string;
  chatFailureMessage: (phone?: string) => string;
  quickReplies: readonly QuickReply[];
}

function wordsOf(words: typeof english | typeof spanish, locale: Locale): ChatWords {
  const sources = Object.fromEntries(
    Object.entries(words.INTENT_SOURCES).map(([topic, source]) => [topic, { ...source, href: sectionIn(source.href, locale) }]),
  ) as Record<ChatTopic, { title: string; href: string }>;
  return {
    intentReplies: words.INTENT_REPLIES,
    intentSources: sources,
    greetingReply: words.GREETING_REPLY,
    thanksReply: words.THANKS_REPLY,
    limitsReply: words.LIMITS_REPLY,
    chatGreeting: words.CHAT_GREETING,
    chatFailureMessage: words.chatFailureMessage,
    quickReplies: words.QUICK_REPLIES,
  };
}

export const CHAT_WORDS: Readonly<Record<Locale, ChatWords>> = { en: wordsOf(english, 'en'), es: wordsOf(spanish, 'es') };
