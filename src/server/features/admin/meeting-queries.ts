import { and, asc, desc, eq, gt, lt, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AdminMeeting, AdminMeetingDay, AdminMeetingList, LeadMeeting } from '../../../shared/booking/meeting-admin-model.ts';
import type { Database } from '../../db/connection.ts';
import { leadCalls, leads, meetings } from '../../db/schema.ts';
import { localDateOf, timeZoneName } from '../booking/index.ts';

/** A meeting with its lead and the call it was booked in: one row per meeting. */
function meetingsWithLeads(db: Database, where: SQL | undefined) {
  return db
    .select({
      meeting: meetings,
      lead: { id: leads.id, firstName: leads.firstName, lastName: leads.lastName, company: leads.company, email: leads.email, phone: leads.phone },
      call: { id: leadCalls.id, placedAt: leadCalls.placedAt },
    })
    .from(meetings)
    .innerJoin(leads, eq(leads.id, meetings.leadId))
    .leftJoin(leadCalls, eq(leadCalls.id, meetings.leadCallId))
    .where(where)
    // At one time, the booked meeting before any cancelled one ('booked' < 'cancelled').
    .orderBy(asc(meetings.startsAt), asc(meetings.status), asc(meetings.id));
}

type MeetingWithLead = Awaited<ReturnType<typeof meetingsWithLeads>>[number];

function toAdminMeeting({ meeting, lead, call }: MeetingWithLead): AdminMeeting {
  return {
    id: meeting.id,
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    status: meeting.status,
    bookedVia: meeting.bookedVia,
    sequence: meeting.sequence,
    cancelledAt: meeting.cancelledAt?.toISOString() ?? null,
    lead: { ...lead, adminUrl: `/admin/leads/${lead.id}` },
    call: call ? { id: call.id, placedAt: call.placedAt?.toISOString() ?? null } : null,
  };
}

/** One meeting as the meetings page shows it, or undefined for an unknown id. */
export async function adminMeeting(db: Database, meetingId: string): Promise<AdminMeeting | undefined> {
  const [row] = await meetingsWithLeads(db, eq(meetings.id, meetingId));
  return row && toAdminMeeting(row);
}

/**
 * The meetings that have not ended, from now to the end of the `days`-th local day in the company's time zone (today
 * being the first), grouped by the local day they start on: the booked ones, and the cancelled ones too when asked.
 */
export async function upcomingMeetingsByDay(
  db: Database,
  timeZone: string,
  now: Date,
  period: { days: number; includeCancelled: boolean },
): Promise<AdminMeetingList> {
  const until = DateTime.fromJSDate(now, { zone: timeZone }).startOf('day').plus({ days: period.days }).toJSDate();
  const rows = await meetingsWithLeads(
    db,
    and(gt(meetings.endsAt, now), lt(meetings.startsAt, until), period.includeCancelled ? undefined : eq(meetings.status, 'booked')),
  );
  const days: AdminMeetingDay[] = [];
  for (const row of rows) {
    const date = localDateOf(row.meeting.startsAt, timeZone);
    if (days.at(-1)?.date !== date) days.push({ date, meetings: [] });
    days.at(-1)!.meetings.push(toAdminMeeting(row));
  }
  return { timeZone, timeZoneName: timeZoneName(timeZone), from: now.toISOString(), until: until.toISOString(), days };
}

/** Every meeting of a lead, the latest first, each in the time zone it was booked in. */
export async function meetingsOfLead(db: Database, leadId: string, now: Date): Promise<LeadMeeting[]> {
  const rows = await db.select().from(meetings).where(eq(meetings.leadId, leadId)).orderBy(desc(meetings.startsAt));
  return rows.map((meeting) => ({
    id: meeting.id,
    start: meeting.startsAt.toISOString(),
    end: meeting.endsAt.toISOString(),
    timeZone: meeting.timeZone,
    timeZoneName: timeZoneName(meeting.timeZone),
    status: meeting.status,
    upcoming: meeting.status === 'booked' && meeting.endsAt > now,
    bookedVia: meeting.bookedVia,
  }));
}
