import nodemailer from 'nodemailer';
import type { DeliveryChannel } from '../../../shared/leads/lead-model.ts';
import type { DeliveryChannelSender, LeadNotification } from '../outbox/index.ts';

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
  /** Recipients other than the channel's (the sales inbox), e.g. the lead and sales for a meeting invitation. */
  to?: string[];
  /** Reply address other than the lead's. */
  replyTo?: string;
  /**
   * The Message-ID's local part, when one outbox row sends successive messages (a meeting's invitation, then its
   * change): stable across retries of one message, different for the next. Default: the channel and delivery id.
   */
  messageKey?: string;
  /** An iCalendar invitation, sent as the message's text/calendar alternative (and attachment). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string };
  /** Extra headers, e.g. RFC 8058 List-Unsubscribe on a message to a lead. */
  headers?: Record<string, string>;
}

/**
 * Several messages for one delivery, sent in order (e.g. the lead's copy and the sales inbox's), and why a recipient's
 * copy was left out, if one was: the delivery is then recorded as skipped with that reason.
 */
export interface EmailBatch {
  messages: EmailContent[];
  withheld?: string;
}

const asBatch = (composed: EmailContent | EmailBatch): EmailBatch => ('messages' in composed ? composed : { messages: [composed] });

/**
 * An outbox channel that sends e-mail over SMTP (SMTP_URL), to the sales inbox unless the message names its recipients:
 * the channel's feature composes each message (the new lead, the call result, the meeting invitation).
 */
export function createEmailChannel(options: {
  smtpUrl: string;
  to: string;
  from: string;
  channel: DeliveryChannel;
  compose: (notification: LeadNotification) => Promise<EmailContent | EmailBatch>;
}): DeliveryChannelSender {
  const { compose, channel } = options;
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // nodemailer's defaults (2 and 10 minutes) would hold a delivery far longer than its lease
    // and than a graceful shutdown waits.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    channel,
    async send(notification) {
      const { lead } = notification;
      const host = new URL(notification.adminUrl).hostname;
      const { messages, withheld } = asBatch(await compose(notification));
      for (const { subject, text, html, to, replyTo, icalEvent, messageKey, headers } of messages) {
        await transport.sendMail({
          from: options.from,
          to: to ?? options.to,
          replyTo: replyTo ?? { name: `${lead.firstName} ${lead.lastName}`, address: lead.email },
          subject,
          text,
          html,
          ...(icalEvent ? { icalEvent } : {}),
          // The same id on every retry, so a mail client can fold a duplicate away.
          messageId: `<${messageKey ?? `${channel}-${notification.deliveryId}`}@${host}>`,
          headers: { 'X-Lead-Id': lead.id, ...headers },
        });
      }
      return withheld === undefined ? undefined : { withheld };
    },
    close: () => transport.close(),
  };
}
