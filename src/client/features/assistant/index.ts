/** What other features use of the assistant: the stored conversation and the live conversation's token (the demo form attaches both). */
export { createConversationStorage } from './chat/conversation-storage.ts';
export { liveConversationToken } from './chat/conversation-token.ts';
