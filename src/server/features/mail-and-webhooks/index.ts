/**
 * The two ways a delivery leaves the outbox, for the features that register channels: an e-mail over SMTP (the sales
 * inbox, or the recipients the message names) and a CRM event signed per Standard Webhooks. The features write the words.
 */
export { createEmailChannel, type EmailBatch, type EmailContent } from './email-channel.ts';
export { createWebhookChannel } from './webhook-channel.ts';
export { escapeHtml } from './escape-html.ts';
