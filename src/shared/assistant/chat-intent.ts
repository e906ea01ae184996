/** What a visitor's message is about (intents.ts and intents-es.ts recognise it; chat-rules.ts answers the topics). */
export type ChatTopic = 'pricing' | 'services' | 'demo' | 'contact';
export type ChatIntent = ChatTopic | 'greeting' | 'thanks' | 'off-topic';
