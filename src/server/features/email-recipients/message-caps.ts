import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.ts';
import { emailRecipientMessages, emailRecipients } from '../../db/schema.ts';
import { emailAddressKey } from './address-key.ts';

/** Meeting e-mails an address nobody confirmed may get in any 24 hours, however many leads name it. */
export const UNCONFIRMED_MESSAGES_PER_DAY = 3;
/** The same for a confirmed address: its owner wants the updates, but a leaked booking link must not flood them. */
export const CONFIRMED_MESSAGES_PER_DAY = 10;

/** Why a meeting e-mail to the lead's address was not sent (the sales inbox still gets its copy). */
export type WithheldReason = 'suppressed' | 'one-per-meeting' | 'cancelled-unseen' | 'daily-cap';

/** The reasons as staff read them, on the lead's delivery. */
export const WITHHELD_NOTES: Record<WithheldReason, string> = {
  suppressed: 'the address is on the suppression list',
  'one-per-meeting': 'the address is not confirmed, and unconfirmed addresses get only the first message about a meeting',
  'cancelled-unseen': 'the address is not confirmed and the meeting was cancelled before its invitation went out',
  'daily-cap': 'the address reached its daily limit of meeting e-mails',
};

export type MeetingMessageAdmission = { send: true } | { send: false; reason: WithheldReason };

export interface MeetingMessage {
  email: string;
  meetingId: string;
  /** The meeting's SEQUENCE: each version is one message; a retry of a version already let through passes again. */
  sequence: number;
  cancelled: boolean;
}

/**
 * Decides whether this version of a meeting may be e-mailed to the lead's address, and if so records it before the
 * send (under the address's lock, so instances sending at once cannot both take the last place):
 * - never to a suppressed address;
 * - unconfirmed: only the first message about a meeting (its invitation; none at all when it is a cancellation of a
 *   meeting the address never heard of), and at most UNCONFIRMED_MESSAGES_PER_DAY in 24 hours;
 * - confirmed: every version, at most CONFIRMED_MESSAGES_PER_DAY in 24 hours.
 */
export async function admitMeetingMessage(db: Database, message: MeetingMessage): Promise<MeetingMessageAdmission> {
  const addressKey = emailAddressKey(message.email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`email-recipient:${addressKey}`}, 0))`);
    const [recipient] = await tx.select().from(emailRecipients).where(eq(emailRecipients.addressKey, addressKey));
    if (recipient?.suppressedAt) return { send: false, reason: 'suppressed' } as const;
    const ofAddress = eq(emailRecipientMessages.addressKey, addressKey);
    const ofMeeting = and(ofAddress, eq(emailRecipientMessages.meetingId, message.meetingId));
    const versions = await tx.select({ sequence: emailRecipientMessages.sequence }).from(emailRecipientMessages).where(ofMeeting);
    if (versions.some((version) => version.sequence === message.sequence)) return { send: true } as const;
    const confirmed = Boolean(recipient?.confirmedAt);
    if (!confirmed && versions.length > 0) return { send: false, reason: 'one-per-meeting' } as const;
    if (!confirmed && message.cancelled) return { send: false, reason: 'cancelled-unseen' } as const;
    const [today] = await tx
      .select({ sent: count() })
      .from(emailRecipientMessages)
      .where(and(ofAddress, gt(emailRecipientMessages.sentAt, sql`now() - interval '24 hours'`)));
    if ((today?.sent ?? 0) >= (confirmed ? CONFIRMED_MESSAGES_PER_DAY : UNCONFIRMED_MESSAGES_PER_DAY)) return { send: false, reason: 'daily-cap' } as const;
    await tx.insert(emailRecipientMessages).values({ addressKey, meetingId: message.meetingId, sequence: message.sequence });
    return { send: true } as const;
  });
}

/** True when this version of the meeting was e-mailed to the address (e.g. to tell whether a new confirmation needs it). */
export async function wasMeetingVersionSent(db: Pick<Database, 'select'>, email: string, meetingId: string, sequence: number): Promise<boolean> {
  const [row] = await db
    .select({ id: emailRecipientMessages.id })
    .from(emailRecipientMessages)
    .where(
      and(
        eq(emailRecipientMessages.addressKey, emailAddressKey(email)),
        eq(emailRecipientMessages.meetingId, meetingId),
        eq(emailRecipientMessages.sequence, sequence),
      ),
    );
  return Boolean(row);
}
