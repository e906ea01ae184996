import type { Database } from '../../db/connection.ts';
import { PermanentDeliveryError, type LeadNotification } from '../outbox/index.ts';
import { latestMeetingOf } from './meeting-invitation.ts';

export type MeetingEventType = 'meeting.booked' | 'meeting.changed' | 'meeting.cancelled';

export interface MeetingEvent {
  type: MeetingEventType;
  timestamp: string;
  data: {
    meetingId: string;
    leadId: string;
    status: 'booked' | 'cancelled';
    start: string;
    end: string;
    timeZone: string;
    /** Raised by every change: a receiver keeps the highest it has seen. */
    sequence: number;
    bookedVia: 'web' | 'chat' | 'voice';
    /** The call-back the meeting was booked in, when it was. */
    leadCallId: string | null;
    adminUrl: string;
  };
}

/**
 * The CRM webhook's meeting event (outbox channel "meeting-webhook", signed like lead.created): the meeting as it
 * stands when sent, so a change made before the previous event left arrives as one event with the latest state.
 */
export async function meetingEventPayload(db: Database, notification: LeadNotification): Promise<MeetingEvent> {
  const meeting = await latestMeetingOf(db, notification.lead.id);
  if (!meeting) throw new PermanentDeliveryError('The lead has no meeting to report.');
  const type: MeetingEventType = meeting.status === 'cancelled' ? 'meeting.cancelled' : meeting.sequence > 0 ? 'meeting.changed' : 'meeting.booked';
  return {
    type,
    timestamp: meeting.updatedAt.toISOString(),
    data: {
      meetingId: meeting.id,
      leadId: meeting.leadId,
      status: meeting.status,
      start: meeting.startsAt.toISOString(),
      end: meeting.endsAt.toISOString(),
      timeZone: meeting.timeZone,
      sequence: meeting.sequence,
      bookedVia: meeting.bookedVia,
      leadCallId: meeting.leadCallId,
      adminUrl: notification.adminUrl,
    },
  };
}

/** One webhook id per version of the meeting: a retry repeats it, the next change is a new event. */
export const meetingEventId = (payload: unknown): string => {
  const { data } = payload as MeetingEvent;
  return `msg_meeting_${data.meetingId}_${data.sequence}`;
};
