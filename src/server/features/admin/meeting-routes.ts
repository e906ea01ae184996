import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminMeetingMoveSchema,
  adminMeetingsQuerySchema,
  type AdminMeetingChanged,
  type AdminMeetingSlots,
} from '../../../shared/booking/meeting-admin-model.ts';
import type { MeetingAvailability } from '../../config/meeting-availability.ts';
import type { Database } from '../../db/connection.ts';
import { HttpError } from '../../http-errors.ts';
import { idOr404, parseOr400 } from '../../parse-request.ts';
import {
  answerRefusedTime,
  cancelMeetingById,
  findFreeSlots,
  moveMeetingById,
  slotOf,
  timeZoneName,
  type MeetingChannel,
  type StaffChangeOutcome,
} from '../booking/index.ts';
import { requireAdmin } from './admin-http.ts';
import { adminMeeting, upcomingMeetingsByDay } from './meeting-queries.ts';

export const MEETINGS_API_PATH = '/api/admin/meetings';
export const NO_SUCH_MEETING = 'There is no such meeting. Its lead may have been deleted.';
export const MEETING_NOT_CHANGEABLE = 'This meeting is cancelled or already over, so it can no longer be moved or cancelled.';

export interface MeetingRoutesDeps {
  db: Database;
  now: () => Date;
  meetings: {
    /** The availability staff moves are held to, the same as the visitor's. */
    availability: MeetingAvailability;
    /** The channels a move or cancel is announced on (the invitation e-mail, the CRM webhook), as for the visitor's. */
    channels: readonly MeetingChannel[];
  };
  /** Wakes the outbox worker after queued news. */
  wakeOutbox: () => void;
}

const meetingId = (params: unknown) => idOr404(params, NO_SUCH_MEETING);

/**
 * The meetings page: upcoming meetings by the company's local day, and staff moving or cancelling one. A change goes
 * through the visitor's own move and cancel (locks, free-slot rule, SEQUENCE, the invitation and the CRM event).
 */
export function registerMeetingRoutes(admin: FastifyInstance, deps: MeetingRoutesDeps) {
  const { db } = deps;
  const { availability } = deps.meetings;
  const guarded = { preHandler: requireAdmin(db, deps.now) };
  const effects = { channels: deps.meetings.channels };

  const answer = async (request: FastifyRequest, reply: FastifyReply, id: string, outcome: StaffChangeOutcome) => {
    switch (outcome.kind) {
      case 'moved':
      case 'cancelled': {
        request.log.info({ meetingId: id, userId: request.adminUser!.userId }, `meeting ${outcome.kind} by staff`);
        if (effects.channels.length > 0) deps.wakeOutbox();
        const body: AdminMeetingChanged = { meeting: (await adminMeeting(db, id))! };
        return reply.send(body);
      }
      case 'slot-taken':
      case 'not-offered':
        return answerRefusedTime(reply, outcome);
      case 'no-meeting':
        throw new HttpError(409, MEETING_NOT_CHANGEABLE);
      case 'unknown-meeting':
        throw new HttpError(404, NO_SUCH_MEETING);
    }
  };

  admin.get(MEETINGS_API_PATH, guarded, async (request, reply) => {
    const query = parseOr400(adminMeetingsQuerySchema, request.query);
    const list = await upcomingMeetingsByDay(db, availability.timeZone, deps.now(), {
      days: query.days ?? availability.daysAhead,
      includeCancelled: query.includeCancelled ?? false,
    });
    return reply.header('cache-control', 'no-store').send(list);
  });

  admin.get(`${MEETINGS_API_PATH}/:id/slots`, guarded, async (request, reply) => {
    const id = meetingId(request.params);
    if (!(await adminMeeting(db, id))) throw new HttpError(404, NO_SUCH_MEETING);
    const slots = await findFreeSlots(db, availability, deps.now(), {}, id);
    const body: AdminMeetingSlots = {
      timeZone: availability.timeZone,
      timeZoneName: timeZoneName(availability.timeZone),
      meetingMinutes: availability.meetingMinutes,
      slots: slots.map(slotOf),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  admin.put(`${MEETINGS_API_PATH}/:id`, guarded, async (request, reply) => {
    const id = meetingId(request.params);
    const { start } = parseOr400(adminMeetingMoveSchema, request.body);
    return answer(request, reply, id, await moveMeetingById(db, availability, { meetingId: id, start: new Date(start) }, deps.now(), effects));
  });

  admin.post(`${MEETINGS_API_PATH}/:id/cancel`, guarded, async (request, reply) => {
    const id = meetingId(request.params);
    return answer(request, reply, id, await cancelMeetingById(db, id, deps.now(), effects));
  });
}
