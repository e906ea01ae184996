import { attributionLine, CALL_RESULT_LABELS, callResultWords, leadAttributionOf, TRANSFER_OUTCOME_LABELS } from '../../../shared/leads/call-result.ts';
import type { Database } from '../../db/connection.ts';
import type { LeadCallRow } from '../../db/schema.ts';
import { escapeHtml, type EmailContent } from '../mail-and-webhooks/index.ts';
import type { LeadNotification } from '../outbox/index.ts';
import { callOf } from './call-back-repository.ts';
import { callResultOf } from './call-result.ts';
import { transfersOfLead } from './call-transfers.ts';

/** The call's outcome as the CRM webhook and the admin see it. */
export function callOutcome(call: LeadCallRow) {
  return {
    callId: call.providerCallId,
    phone: call.phoneE164,
    status: call.status,
    endedReason: call.endedReason,
    durationSeconds: call.durationSeconds,
    summary: call.summary,
    structuredData: call.structuredData ?? null,
    transcript: call.transcript,
    recordingUrl: call.recordingUrl,
    placedAt: call.placedAt?.toISOString() ?? null,
    endedAt: call.endedAt?.toISOString() ?? null,
  };
}

async function reportedCall(db: Database, leadId: string): Promise<LeadCallRow> {
  const call = await callOf(db, leadId);
  if (!call) throw new Error('The lead has no call to report');
  return call;
}

/** What the call learned, its hand-off to a person, and where the lead came from, as rows of the call's e-mail. */
async function learnedRows(db: Database, lead: LeadNotification['lead']): Promise<{ label: string; value: string }[]> {
  const result = callResultOf(lead);
  const words = result && callResultWords(result);
  const [transfer] = (await transfersOfLead(db, lead.id)).slice(-1);
  return [
    ...(words ? Object.entries(CALL_RESULT_LABELS).map(([key, label]) => ({ label, value: words[key as keyof typeof words] || '(not learned)' })) : []),
    ...(transfer ? [{ label: 'Hand-off to sales', value: `${TRANSFER_OUTCOME_LABELS[transfer.outcome]} (${transfer.takenBy ?? transfer.destination})` }] : []),
    { label: 'Came from', value: attributionLine(leadAttributionOf(lead)) },
  ];
}

/** The sales team's e-mail about a finished call-back: outcome, summary, recording, transcript, the lead's page. */
export async function callResultEmail(db: Database, notification: LeadNotification): Promise<EmailContent> {
  const { lead } = notification;
  const call = await reportedCall(db, lead.id);
  const rows = [
    { label: 'Lead', value: `${lead.firstName} ${lead.lastName}, ${lead.company}` },
    { label: 'Number called', value: call.phoneE164 ?? '' },
    { label: 'Ended because', value: call.endedReason ?? '(not reported)' },
    { label: 'Duration', value: call.durationSeconds === null ? '(not reported)' : `${call.durationSeconds} s` },
    { label: 'Summary', value: call.summary ?? '(none)' },
    { label: 'Recording', value: call.recordingUrl ?? '(none)' },
    ...(await learnedRows(db, lead)),
  ];
  const transcript = call.transcript ?? '(none)';
  const text = [
    'The AI call-back of a lead has ended.',
    '',
    ...rows.map(({ label, value }) => `${label}: ${value}`),
    '',
    'Transcript:',
    transcript,
    '',
    `Open the lead in the leads inbox: ${notification.adminUrl}`,
    '',
  ].join('\n');
  const html =
    `<!DOCTYPE html><html><body style="font-family:system-ui,sans-serif;color:#0b1b3a">` +
    `<p>The AI call-back of a lead has ended.</p><table style="border-collapse:collapse">` +
    rows
      .map(({ label, value }) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
      .join('') +
    `</table><h2>Transcript</h2><p style="white-space:pre-wrap">${escapeHtml(transcript)}</p>` +
    `<p><a href="${escapeHtml(notification.adminUrl)}">Open the lead in the leads inbox</a></p></body></html>`;
  const subject = `AI call-back ended: ${lead.firstName} ${lead.lastName}, ${lead.company}`.replace(/[\r\n]+/g, ' ');
  return { subject, text, html };
}

/** lead.call_completed, in the same Standard Webhooks envelope as lead.created. */
export async function callCompletedPayload(db: Database, notification: LeadNotification) {
  const call = await reportedCall(db, notification.lead.id);
  return {
    type: 'lead.call_completed',
    timestamp: (call.endedAt ?? call.updatedAt).toISOString(),
    data: {
      leadId: notification.lead.id,
      adminUrl: notification.adminUrl,
      ...callOutcome(call),
      /** What the call learned (the lead's latest call result), null when the call reported none. */
      callResult: callResultOf(notification.lead),
      /** The call's hand-offs to the sales line, oldest first. */
      transfers: await transfersOfLead(db, notification.lead.id),
      attribution: leadAttributionOf(notification.lead),
    },
  };
}
