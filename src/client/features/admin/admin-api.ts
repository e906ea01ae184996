import type { AdminMeetingChanged, AdminMeetingList, AdminMeetingSlots } from '../../../shared/booking/meeting-admin-model.ts';
import type { AdminIdentity, DoNotCallEntry, LeadDetail, LeadList, LeadStatus } from '../../../shared/leads/lead-model.ts';
import { apiRequest, readJson } from '../../lib/api-request.ts';
import { filterToApiQuery, type LeadFilterForm } from './leads/lead-filter-form.ts';

export const adminApi = {
  signIn: async (username: string, password: string) =>
    (await (await apiRequest('POST', '/api/admin/session', { username, password })).json()) as AdminIdentity,
  signOut: () => apiRequest('DELETE', '/api/admin/session'),
  /** null when not signed in. */
  identity: () => readJson<AdminIdentity>(['/api/admin/session'], 'returnNull'),
  leads: async (filter: LeadFilterForm) => (await (await apiRequest('GET', `/api/admin/leads?${filterToApiQuery(filter)}`)).json()) as LeadList,
  exportUrl: (filter: LeadFilterForm) => `/api/admin/leads/export.csv?${filterToApiQuery({ ...filter, page: '' })}`,
  lead: async (id: string) => (await (await apiRequest('GET', `/api/admin/leads/${encodeURIComponent(id)}`)).json()) as LeadDetail,
  setStatus: (id: string, status: LeadStatus) => apiRequest('PATCH', `/api/admin/leads/${encodeURIComponent(id)}`, { status }),
  addNote: (id: string, body: string) => apiRequest('POST', `/api/admin/leads/${encodeURIComponent(id)}/notes`, { body }),
  deleteLead: (id: string) => apiRequest('DELETE', `/api/admin/leads/${encodeURIComponent(id)}`),
  placeCallBack: async (id: string) =>
    (await (await apiRequest('POST', `/api/admin/leads/${encodeURIComponent(id)}/call-back`)).json()) as { scheduled: true; at: string; when: string },
  doNotCallList: async () => ((await (await apiRequest('GET', '/api/admin/do-not-call')).json()) as { numbers: DoNotCallEntry[] }).numbers,
  addDoNotCall: async (phone: string, note: string) =>
    (await (await apiRequest('POST', '/api/admin/do-not-call', { phone, note })).json()) as { phone: string; added: boolean },
  removeDoNotCall: (phone: string) => apiRequest('DELETE', `/api/admin/do-not-call/${encodeURIComponent(phone)}`),
  retryDelivery: (deliveryId: string) => apiRequest('POST', `/api/admin/deliveries/${encodeURIComponent(deliveryId)}/retry`),
  meetings: async (days: number, includeCancelled: boolean) =>
    (await (await apiRequest('GET', `/api/admin/meetings?${new URLSearchParams({ days: String(days), includeCancelled: String(includeCancelled) })}`)).json()) as AdminMeetingList,
  meetingSlots: async (id: string) => (await (await apiRequest('GET', `/api/admin/meetings/${encodeURIComponent(id)}/slots`)).json()) as AdminMeetingSlots,
  moveMeeting: async (id: string, start: string) =>
    (await (await apiRequest('PUT', `/api/admin/meetings/${encodeURIComponent(id)}`, { start })).json()) as AdminMeetingChanged,
  revokeBookingLinks: async (id: string) =>
    (await (await apiRequest('POST', `/api/admin/leads/${encodeURIComponent(id)}/booking-links/revoke`)).json()) as { revokedAt: string },
  cancelMeeting: async (id: string) => (await (await apiRequest('POST', `/api/admin/meetings/${encodeURIComponent(id)}/cancel`)).json()) as AdminMeetingChanged,
};
