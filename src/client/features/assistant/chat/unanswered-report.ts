import { UNANSWERED_QUESTION_PATH } from '../../../../shared/assistant/live-chat.ts';
import type { Locale } from '../../../../shared/i18n/locales.ts';

/**
 * Tells our server of a question the chat could not answer, so the content can grow where visitors ask. Fire and
 * forget: the visitor's chat never waits for it or hears of a failure, and leaving the page does not cancel it.
 */
export function reportUnansweredQuestion(question: string, language: Locale = 'en', fetchImpl: typeof fetch = fetch): void {
  void fetchImpl(UNANSWERED_QUESTION_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ question, language }),
    keepalive: true,
  }).catch(() => {});
}
