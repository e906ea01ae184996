import { hasVisitorMessages, transcriptOf } from '../../../shared/assistant/transcript.ts';
import type { TranscriptEntry } from '../../../shared/demo-request/contact-schema.ts';
import { createConversationStorage } from '../assistant/index.ts';

/** The visitor's chat with the assistant in this tab, if they chatted: attached to the demo request. */
export function chatTranscriptInThisTab(): TranscriptEntry[] | undefined {
  const messages = createConversationStorage().load();
  return hasVisitorMessages(messages) ? transcriptOf(messages) : undefined;
}
