/** The assistant's API, as the app registers it: GET /api/assistant/config and the live chat. */
export { CHAT_RATE_LIMITED_MESSAGE, registerAssistantRoutes } from './assistant-routes.ts';
/** What other features use of the assistant: the live chat turns our server relayed (a lead copies them). */
export { relayedTranscriptOf } from './relayed-turns.ts';
/** The chat's unanswered questions, ranked for staff (the analytics dashboard shows them). */
export { rankUnansweredQuestions, type RankedUnansweredQuestion } from './unanswered-questions.ts';
