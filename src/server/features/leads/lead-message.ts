import { industryLabel, SOURCE_LABELS } from '../../../shared/leads/lead-model.ts';
import type { ContactSource } from '../../../shared/demo-request/contact-schema.ts';
import type { ContactRow } from '../../db/schema.ts';

/** One notification of one lead on one channel; `deliveryId` is stable across retries. */
export interface LeadNotification {
  deliveryId: string;
  contact: ContactRow;
  /** The lead in the admin inbox. */
  adminUrl: string;
}

export function adminLeadUrl(siteUrl: string, contactId: string): string {
  return `${siteUrl}/admin/leads/${contactId}`;
}

/** Every field of the lead with a label, in reading order. Empty optional fields say so. */
export function leadFieldList(contact: ContactRow): { label: string; value: string }[] {
  return [
    { label: 'Name', value: `${contact.firstName} ${contact.lastName}` },
    { label: 'E-mail', value: contact.email },
    { label: 'Phone', value: contact.phone ?? '(not given)' },
    { label: 'Company', value: contact.company },
    { label: 'Industry', value: industryLabel(contact.industry) || '(not given)' },
    { label: 'Source', value: SOURCE_LABELS[contact.source as ContactSource] ?? contact.source },
    { label: 'Received', value: contact.createdAt.toISOString() },
    { label: 'Message', value: contact.message ?? '(none)' },
  ];
}

export function leadEmailSubject(contact: ContactRow): string {
  const kind = contact.source === 'investor' ? 'New investor enquiry' : contact.source === 'chat' ? 'New chat lead' : 'New demo request';
  // Subjects are one line: a stray line break in a field must not reach the header.
  return `${kind}: ${contact.firstName} ${contact.lastName}, ${contact.company}`.replace(/[\r\n]+/g, ' ');
}

export function leadEmailText(notification: LeadNotification): string {
  const lines = leadFieldList(notification.contact).map(({ label, value }) =>
    label === 'Message' ? `\n${label}:\n${value}` : `${label}: ${value}`,
  );
  return [
    `A new lead came in through the website. The site promises a reply within 24 hours.`,
    '',
    ...lines,
    '',
    `Open it in the leads inbox: ${notification.adminUrl}`,
    '',
  ].join('\n');
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function leadEmailHtml(notification: LeadNotification): string {
  const rows = leadFieldList(notification.contact)
    .map(
      ({ label, value }) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const url = escapeHtml(notification.adminUrl);
  return (
    `<!DOCTYPE html><html><body style="font-family:system-ui,sans-serif;color:#0b1b3a">` +
    `<p>A new lead came in through the website. The site promises a reply within 24 hours.</p>` +
    `<table style="border-collapse:collapse">${rows}</table>` +
    `<p><a href="${url}">Open the lead in the leads inbox</a></p></body></html>`
  );
}

/** The webhook's JSON body, in the Standard Webhooks envelope: type, timestamp, data. */
export function leadWebhookPayload(notification: LeadNotification) {
  const c = notification.contact;
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
      createdAt: c.createdAt.toISOString(),
      adminUrl: notification.adminUrl,
    },
  };
}
