/** What other features use of the assistant: the stored conversation (the demo form attaches it). */
export { createConversationStorage } from './chat/conversation-storage.ts';
