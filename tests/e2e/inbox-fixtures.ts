import { randomBytes } from 'node:crypto';
import { startSmtpReceiver, startWebhookReceiver } from '../support/lead-receivers.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { test as base } from './fixtures.ts';

/** The key the server signs its webhooks with (a receiver verifies them with it). */
export const WEBHOOK_SECRET = `whsec_${randomBytes(24).toString('base64')}`;

export interface Inboxes {
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  webhook: Awaited<ReturnType<typeof startWebhookReceiver>>;
}

/** A server that sends its news to a local SMTP server and a webhook receiver (the CRM), as production would. */
export const test = base.extend<object, { inboxes: Inboxes; server: TestServer }>({
  inboxes: [
    async ({}, use) => {
      const inboxes = { smtp: await startSmtpReceiver(), webhook: await startWebhookReceiver() };
      await use(inboxes);
      await inboxes.webhook.close();
      await inboxes.smtp.close();
    },
    { scope: 'worker' },
  ],
  server: [
    async ({ inboxes }, use) => {
      const server = await startTestServer({
        listen: true,
        env: {
          SMTP_URL: inboxes.smtp.url,
          SALES_EMAIL: 'sales@harborline.test',
          LEAD_WEBHOOK_URL: `${inboxes.webhook.url}/crm`,
          LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
          LEAD_OUTBOX_POLL_MS: '100',
        },
      });
      await use(server);
      await server.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
});
