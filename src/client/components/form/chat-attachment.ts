import { hasVisitorMessages, transcriptOf } from '../../../shared/assistant/transcript.ts';
import type { LeadInput, TranscriptEntry } from '../../../shared/leads/lead-schema.ts';
import { createConversationStorage } from '../../lib/conversation-storage.ts';
import { liveConversationToken } from '../../lib/conversation-token.ts';

/** The visitor's chat with the assistant in this tab, if they chatted: attached to the demo request. */
export function chatTranscriptInThisTab(): TranscriptEntry[] | undefined {
  const messages = createConversationStorage().load();
  return hasVisitorMessages(messages) ? transcriptOf(messages) : undefined;
}

/**
 * What the demo request carries of the chat: the browser's transcript, and the live conversation's token so the
 * server attaches the turns it relayed itself.
 */
export function chatAttachmentInThisTab(): Pick<LeadInput, 'transcript' | 'conversationToken'> {
  const transcript = chatTranscriptInThisTab();
  return transcript ? { transcript, conversationToken: liveConversationToken() } : {};
}
