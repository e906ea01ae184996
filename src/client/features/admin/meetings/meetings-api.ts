import type { AdminMeetingChanged, AdminMeetingList, AdminMeetingSlots } from '../../../../shared/booking/meeting-admin-model.ts';
import { apiRequest } from '../../../lib/api-request.ts';

const meetingPath = (id: string) => `/api/admin/meetings/${encodeURIComponent(id)}`;

/** The meetings API: the upcoming meetings by day, and staff moving or cancelling one. */
export const meetingsApi = {
  meetings: async (days: number, includeCancelled: boolean) =>
    (await (await apiRequest('GET', `/api/admin/meetings?${new URLSearchParams({ days: String(days), includeCancelled: String(includeCancelled) })}`)).json()) as AdminMeetingList,
  meetingSlots: async (id: string) => (await (await apiRequest('GET', `${meetingPath(id)}/slots`)).json()) as AdminMeetingSlots,
  moveMeeting: async (id: string, start: string) => (await (await apiRequest('PUT', meetingPath(id), { start })).json()) as AdminMeetingChanged,
  cancelMeeting: async (id: string) => (await (await apiRequest('POST', `${meetingPath(id)}/cancel`)).json()) as AdminMeetingChanged,
};
