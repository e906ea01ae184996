import type { CallBackConfig } from '../../config/config.ts';
import { escapeHtml, type EmailContent } from '../mail-and-webhooks/index.ts';
import type { LeadNotification } from '../outbox/index.ts';

/**
 * The staff's alert that the daily call-back cap stopped the calls (sent once that day): usually a surge of
 * scripted leads, sometimes a good day; either way a person should look.
 */
export async function capAlertEmail(settings: Pick<CallBackConfig, 'maxPerDay' | 'siteTimeZone'>, notification: LeadNotification): Promise<EmailContent> {
  const leadsUrl = new URL('/admin', notification.adminUrl).href;
  const paragraphs = [
    `Today's ${settings.maxPerDay} AI call-backs have been placed (CALLBACK_MAX_PER_DAY, counted from midnight ${settings.siteTimeZone}). ` +
      'No more call-backs will be placed until midnight; the leads that asked for one are stored and marked "not called", so the team can reach them.',
    'A sudden run of call-back requests is how toll fraud and call harassment through web forms begin. Look over today\'s leads before raising the cap.',
  ];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), `The lead that reached the cap: ${notification.adminUrl}`, `All leads: ${leadsUrl}`, ''].join('\n');
  const html =
    `<!DOCTYPE html><html><body style="font-family:system-ui,sans-serif;color:#0b1b3a">` +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p><a href="${escapeHtml(notification.adminUrl)}">The lead that reached the cap</a> · <a href="${escapeHtml(leadsUrl)}">All leads</a></p></body></html>`;
  return { subject: `AI call-backs stopped for today: the daily cap of ${settings.maxPerDay} was reached`, text, html };
}
