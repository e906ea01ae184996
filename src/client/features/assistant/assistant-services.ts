import type { Locale } from '../../../shared/i18n/locales.ts';
import { createChatResponder } from './chat/chat-responder.ts';
import { createChatStore, type ChatStore } from './chat/chat-store.ts';
import { sessionStorageOrNull } from '../../lib/session-storage.ts';
import { createLiveChat } from './chat/live-chat.ts';
import { loadAnswerEngine } from './chat/load-answer-engine.ts';
import { reportUnansweredQuestion } from './chat/unanswered-report.ts';
import { liveChatEnabledLoader, loadVoiceConfig } from './voice/load-voice-config.ts';
import { requestMicrophone } from './voice/microphone.ts';
import { loadVapiFactory } from './voice/vapi-client.ts';
import { createVoiceController, type VoiceController } from './voice/voice-controller.ts';

export interface AssistantServices {
  chat: ChatStore;
  voice: VoiceController;
}

let services: AssistantServices | undefined;

/** The page's one conversation and voice controller, in the page's language, created when the panel first opens. */
export function assistantServices(locale: Locale): AssistantServices {
  if (services) return services;
  const responder = createChatResponder({
    locale,
    loadLocalEngine: loadAnswerEngine,
    askLive: createLiveChat({ isEnabled: liveChatEnabledLoader(), storage: sessionStorageOrNull() }),
    reportUnanswered: (question, language) => reportUnansweredQuestion(question, language),
  });
  // The index loads now, on the chat's first open, so the first answer does not wait for it.
  responder.prepare();
  const chat = createChatStore({ reply: responder.reply, locale });
  const voice = createVoiceController({
    loadConfig: () => loadVoiceConfig(locale),
    loadVapi: loadVapiFactory,
    requestMicrophone,
    onTranscript: (role, text) => chat.addTranscript(role, text),
  });
  // Leaving the page ends the call instead of leaving the provider's room open.
  window.addEventListener('pagehide', () => voice.end());
  services = { chat, voice };
  return services;
}
