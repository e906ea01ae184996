import { createContext, useContext } from 'react';
import { CHAT_WORDS, type ChatWords } from '../../../shared/assistant/chat-words.ts';
import * as spanish from '../../../shared/content/es/assistant.ts';
import type { Words } from '../../../shared/content/words.ts';
import { localizedPath, type Locale } from '../../../shared/i18n/locales.ts';
import { ASSISTANT_COPY, CHAT_BOOKING_COPY, CHAT_LEAD_COPY, VOICE_NOTICES } from '../../../shared/content/assistant.ts';
import type { VoiceNotice } from '../../../shared/assistant/voice-config.ts';

/** Everything the assistant says and shows in one language: the widget's chrome, its forms, its fixed replies. */
export interface AssistantWords {
  locale: Locale;
  copy: Words<typeof ASSISTANT_COPY>;
  lead: Words<typeof CHAT_LEAD_COPY>;
  booking: Words<typeof CHAT_BOOKING_COPY>;
  voiceNotices: Readonly<Record<VoiceNotice, string>>;
  chat: ChatWords;
  /** The demo request form on the language's home page, and the language's privacy policy. */
  demoFormHref: string;
  privacyHref: string;
}

const linksOf = (locale: Locale) => ({ demoFormHref: `${localizedPath('/', locale)}#contact`, privacyHref: localizedPath('/privacy', locale) });

export const ASSISTANT_WORDS: Readonly<Record<Locale, AssistantWords>> = {
  en: { locale: 'en', copy: ASSISTANT_COPY, lead: CHAT_LEAD_COPY, booking: CHAT_BOOKING_COPY, voiceNotices: VOICE_NOTICES, chat: CHAT_WORDS.en, ...linksOf('en') },
  es: {
    locale: 'es',
    copy: spanish.ASSISTANT_COPY,
    lead: spanish.CHAT_LEAD_COPY,
    booking: spanish.CHAT_BOOKING_COPY,
    voiceNotices: spanish.VOICE_NOTICES,
    chat: CHAT_WORDS.es,
    ...linksOf('es'),
  },
};

/** The page's language inside the island (an island hydrates without the page's context: it gets `locale` as a prop). */
export const AssistantWordsContext = createContext<AssistantWords>(ASSISTANT_WORDS.en);

export const useAssistantWords = () => useContext(AssistantWordsContext);
