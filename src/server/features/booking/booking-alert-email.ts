import { desc, eq } from 'drizzle-orm';
import type { BookingLimits } from '../../config/config.ts';
import type { Database } from '../../db/connection.ts';
import { bookingSpikeAlerts } from '../../db/schema.ts';
import { escapeHtml, type EmailContent } from '../mail-and-webhooks/index.ts';
import type { LeadNotification } from '../outbox/index.ts';

/**
 * The staff's alert that meetings are being booked faster than people book them (booking-limits.ts, once an hour at
 * most): a script filling the calendar looks like this; a person should look at the meetings before real visitors
 * find no free time.
 */
export async function bookingSpikeAlertEmail(db: Pick<Database, 'select'>, limits: BookingLimits, notification: LeadNotification): Promise<EmailContent> {
  const [alert] = await db
    .select({ bookings: bookingSpikeAlerts.bookings })
    .from(bookingSpikeAlerts)
    .where(eq(bookingSpikeAlerts.leadId, notification.lead.id))
    .orderBy(desc(bookingSpikeAlerts.createdAt))
    .limit(1);
  const bookings = alert?.bookings ?? limits.alertPerHour;
  const meetingsUrl = new URL('/admin/meetings', notification.adminUrl).href;
  const paragraphs = [
    `${bookings} meetings were booked on the site in the last hour (BOOKING_ALERT_PER_HOUR is ${limits.alertPerHour}).`,
    `Each network may book ${limits.perNetworkPerDay} a day and hold ${limits.upcomingPerNetwork} at a time, and each e-mail address and phone number one, ` +
      'so a script needs many networks and throwaway addresses to get this far. Look over the upcoming meetings and cancel the ones no person booked, ' +
      'before real visitors find no free time.',
  ];
  const text = [...paragraphs.flatMap((paragraph) => [paragraph, '']), `The booking that tripped the alert: ${notification.adminUrl}`, `Upcoming meetings: ${meetingsUrl}`, ''].join('\n');
  const html =
    '<!DOCTYPE html><html><body style="font-family:system-ui,sans-serif;color:#0b1b3a">' +
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
    `<p><a href="${escapeHtml(notification.adminUrl)}">The booking that tripped the alert</a> · <a href="${escapeHtml(meetingsUrl)}">Upcoming meetings</a></p></body></html>`;
  return { subject: `Meetings are being booked fast: ${bookings} in the last hour`, text, html };
}
