import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { Webhook } from 'standardwebhooks';

/** A message as the SMTP server received it, with its plain-text and HTML parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
  /** The text/calendar part (an invitation), if any. */
  calendar: string;
  raw: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  return { headers: parseHeaders(raw.slice(0, end)), body: raw.slice(end).replace(/^\r?\n\r?\n/, '') };
}

/** The part of a (possibly multipart) message of this media type, transfer encoding undone. */
function partOf(raw: string, mediaType: 'text/plain' | 'text/html' | 'text/calendar'): string {
  const { headers, body } = splitMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      const text = partOf(part.replace(/^\r?\n/, ''), mediaType);
      if (text) return text;
    }
    return '';
  }
  if (!type.startsWith(mediaType)) return '';
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/**
 * A real SMTP server on a random local port, keeping every message it accepts. `beforeAccepting` may hold a message
 * (the sender's send stays in flight) until the promise it returns settles; the message is already in `messages`.
 */
export async function startSmtpReceiver(options: { beforeAccepting?: (mail: ReceivedMail) => Promise<void> | void } = {}) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers: splitMessage(raw).headers,
          text: partOf(raw, 'text/plain'),
          html: partOf(raw, 'text/html'),
          calendar: partOf(raw, 'text/calendar'),
          raw,
        };
        messages.push(mail);
        void Promise.resolve(options.beforeAccepting?.(mail)).then(() => callback());
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status this receiver answered, or null when it never answered. */
  answered: number | null;
}

/** What the receiver does with its n-th request (1-based): answer with a status (maybe later), or never answer. */
export type WebhookBehaviour = (requestNumber: number, request: Omit<ReceivedWebhook, 'answered'>) => number | Promise<number> | 'hang';

/** A local HTTP endpoint standing in for the owner's CRM. */
export async function startWebhookReceiver(behaviour: WebhookBehaviour = () => 204) {
  const requests: ReceivedWebhook[] = [];
  const hanging = new Set<() => void>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received: ReceivedWebhook = { path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), answered: null };
      requests.push(received);
      const outcome = behaviour(requests.length, received);
      if (outcome === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      void Promise.resolve(outcome).then((status) => {
        received.answered = status;
        response.writeHead(status).end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      for (const drop of hanging) drop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Verification as a receiver does it, with the official Standard Webhooks library rather than the
 * sender's code: signature over "id.timestamp.body" with the base64 key after "whsec_", and a
 * timestamp within five minutes.
 */
export function verifyStandardWebhook(secret: string, received: Pick<ReceivedWebhook, 'headers' | 'body'>): boolean {
  const headers = Object.fromEntries(Object.entries(received.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  try {
    new Webhook(secret).verify(received.body, headers);
    return true;
  } catch {
    return false;
  }
}

/**
 * The settings that send a test server's leads and meetings to these receivers: sales e-mail through the SMTP
 * receiver, CRM events signed with `webhookSecret` to the webhook receiver's /crm, the outbox polled every 50 ms.
 */
export function leadDeliveryEnv(smtp: { url: string }, crm: { url: string }, { salesEmail, webhookSecret }: { salesEmail: string; webhookSecret: string }) {
  return {
    SMTP_URL: smtp.url,
    SALES_EMAIL: salesEmail,
    LEAD_WEBHOOK_URL: `${crm.url}/crm`,
    LEAD_WEBHOOK_SECRET: webhookSecret,
    LEAD_OUTBOX_POLL_MS: '50',
    SITE_URL: 'https://www.harborline.test',
  };
}
