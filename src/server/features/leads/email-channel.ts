import nodemailer from 'nodemailer';
import type { DeliveryChannelSender } from './delivery-channel.ts';
import { leadEmailHtml, leadEmailSubject, leadEmailText } from './lead-message.ts';

/** The sales team's e-mail: a readable message with every field and a link to the lead in the admin. */
export function createEmailChannel(options: { smtpUrl: string; to: string; from: string }): DeliveryChannelSender {
  const transport = nodemailer.createTransport({
    url: options.smtpUrl,
    // nodemailer's defaults (2 and 10 minutes) would hold a delivery far longer than its lease
    // and than a graceful shutdown waits.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    channel: 'email',
    async send(notification) {
      const { contact } = notification;
      const host = new URL(notification.adminUrl).hostname;
      await transport.sendMail({
        from: options.from,
        to: options.to,
        replyTo: { name: `${contact.firstName} ${contact.lastName}`, address: contact.email },
        subject: leadEmailSubject(contact),
        text: leadEmailText(notification),
        html: leadEmailHtml(notification),
        // The same id on every retry, so a mail client can fold a duplicate away.
        messageId: `<lead-${notification.deliveryId}@${host}>`,
        headers: { 'X-Lead-Id': contact.id },
      });
    },
    close: () => transport.close(),
  };
}
