import { CONVERSATION_TOKEN_PATTERN } from '../../shared/assistant/live-chat.ts';
import { CONVERSATION_TOKEN_KEY } from './conversation-storage.ts';
import { sessionStorageOrNull } from './session-storage.ts';

/** The key of the tab's live-conversation token; the provider's chat id never comes to the browser. */
export { CONVERSATION_TOKEN_KEY };

/** The live conversation this tab may continue, if the server started one: sent with a lead so it gets the relayed turns. */
export function liveConversationToken(storage: Pick<Storage, 'getItem'> | null = sessionStorageOrNull()): string | undefined {
  try {
    const token = storage?.getItem(CONVERSATION_TOKEN_KEY);
    return token && CONVERSATION_TOKEN_PATTERN.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

export function rememberLiveConversationToken(storage: Pick<Storage, 'setItem'> | null, token: string): void {
  try {
    storage?.setItem(CONVERSATION_TOKEN_KEY, token);
  } catch {
    // Without storage each turn starts a new conversation; answers still come.
  }
}
