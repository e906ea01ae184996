import { attributionLine, leadAttributionOf } from '../../../shared/leads/call-result.ts';
import { industryLabel, LANGUAGE_LABELS, SOURCE_LABELS, TRANSCRIPT_HEADINGS } from '../../../shared/leads/lead-model.ts';
import type { LeadSource, TranscriptEntry } from '../../../shared/leads/lead-schema.ts';
import { toSingleLine } from '../../../shared/text/plain-text.ts';
import type { LeadRow } from '../../db/schema.ts';
import { escapeHtml } from '../mail-and-webhooks/index.ts';
import type { LeadNotification } from '../outbox/index.ts';

/**
 * The lead's one-line fields with a label, in reading order; empty optional fields say so. The schema
 * folds line breaks out of these fields, so each is exactly one line of the e-mail.
 */
export function leadFieldList(lead: LeadRow): { label: string; value: string }[] {
  const fields = [
    { label: 'Name', value: `${lead.firstName} ${lead.lastName}` },
    { label: 'E-mail', value: lead.email },
    { label: 'Phone', value: lead.phone ?? '(not given)' },
    { label: 'Company', value: lead.company },
    { label: 'Industry', value: industryLabel(lead.industry) || '(not given)' },
    { label: 'Source', value: SOURCE_LABELS[lead.source as LeadSource] ?? lead.source },
    { label: 'Language', value: LANGUAGE_LABELS[lead.language] ?? lead.language },
    { label: 'Received', value: lead.createdAt.toISOString() },
    { label: 'Came from', value: attributionLine(leadAttributionOf(lead)) },
  ];
  // Rows stored before the schema folded line breaks must not forge lines either.
  return fields.map(({ label, value }) => ({ label, value: toSingleLine(value) }));
}

const MESSAGE_HEADING = 'Message, as the visitor wrote it:';
const NO_MESSAGE = 'Message: (none)';

/**
 * The visitor's own words as a quoted block, every line behind "> ", so nothing they wrote can pass
 * for a line of ours.
 */
export function quotedMessage(message: string): string {
  return message
    .split(/\r\n|\r|\n/)
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

/** The chat as lines of "Visitor: …" and "Assistant: …". */
export function transcriptText(transcript: readonly TranscriptEntry[]): string {
  return transcript.map((entry) => `${entry.role === 'user' ? 'Visitor' : 'Assistant'}: ${entry.content}`).join('\n');
}

/**
 * The lead's chat transcripts, each under a heading that says whose word it is: the turns our server relayed, then
 * what the visitor's browser reported (which anyone can write, "assistant" lines included).
 */
function labelledTranscripts(lead: LeadRow): { heading: string; text: string }[] {
  return [
    { heading: `${TRANSCRIPT_HEADINGS.relayed}, quoted:`, transcript: lead.relayedTranscript },
    { heading: `${TRANSCRIPT_HEADINGS.browser}, quoted:`, transcript: lead.transcript },
  ].flatMap(({ heading, transcript }) => (transcript?.length ? [{ heading, text: transcriptText(transcript) }] : []));
}

export function leadEmailSubject(lead: LeadRow): string {
  const kind = lead.source === 'investor' ? 'New investor enquiry' : lead.source === 'chat' ? 'New chat lead' : 'New demo request';
  // Subjects are one line: a stray line break in a field must not reach the header.
  return `${kind}: ${lead.firstName} ${lead.lastName}, ${lead.company}`.replace(/[\r\n]+/g, ' ');
}

export function leadEmailText(notification: LeadNotification): string {
  const { message } = notification.lead;
  return [
    `A new lead came in through the website. The site promises a reply within 24 hours.`,
    '',
    ...leadFieldList(notification.lead).map(({ label, value }) => `${label}: ${value}`),
    '',
    ...(message ? [MESSAGE_HEADING, quotedMessage(message)] : [NO_MESSAGE]),
    '',
    ...labelledTranscripts(notification.lead).flatMap(({ heading, text }) => [heading, quotedMessage(text), '']),
    `Open it in the leads inbox: ${notification.adminUrl}`,
    '',
  ].join('\n');
}

/** Visitor-written text as a visibly quoted block under its heading. */
const quotedBlockHtml = (heading: string, text: string) =>
  `<p>${escapeHtml(heading)}</p>` +
  `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid #94a3b8;background:#f1f5f9;white-space:pre-wrap">${escapeHtml(text)}</blockquote>`;

export function leadEmailHtml(notification: LeadNotification): string {
  const { message } = notification.lead;
  const rows = leadFieldList(notification.lead)
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const quoted = message ? quotedBlockHtml(MESSAGE_HEADING, message) : `<p>${escapeHtml(NO_MESSAGE)}</p>`;
  const quotedTranscripts = labelledTranscripts(notification.lead)
    .map(({ heading, text }) => quotedBlockHtml(heading, text))
    .join('');
  const url = escapeHtml(notification.adminUrl);
  return (
    `<!DOCTYPE html><html><body style="font-family:system-ui,sans-serif;color:#0b1b3a">` +
    `<p>A new lead came in through the website. The site promises a reply within 24 hours.</p>` +
    `<table style="border-collapse:collapse">${rows}</table>${quoted}${quotedTranscripts}` +
    `<p><a href="${url}">Open the lead in the leads inbox</a></p></body></html>`
  );
}

/** The webhook's JSON body, in the Standard Webhooks envelope: type, timestamp, data. */
export function leadWebhookPayload(notification: LeadNotification) {
  const c = notification.lead;
  return {
    type: 'lead.created',
    timestamp: c.createdAt.toISOString(),
    data: {
      id: c.id,
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      phone: c.phone,
      company: c.company,
      industry: c.industry,
      message: c.message,
      source: c.source,
      /** The language of the page the lead was sent from: "en" or "es". */
      language: c.language,
      /** The turns our server relayed: what our assistant said. */
      relayedTranscript: c.relayedTranscript ?? null,
      /** What the visitor's browser reported: not verified. */
      browserTranscript: c.transcript ?? null,
      /** Kept for receivers written before the split, and verified only: the same as relayedTranscript. */
      transcript: c.relayedTranscript ?? null,
      createdAt: c.createdAt.toISOString(),
      adminUrl: notification.adminUrl,
      /** Where the lead came from: landing page, referrer host, UTM values (null when not known). */
      attribution: leadAttributionOf(c),
    },
  };
}
