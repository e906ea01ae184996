import type { LeadDetail, LeadList, LeadStatus } from '../../../../shared/leads/lead-model.ts';
import { apiRequest } from '../../../lib/api-request.ts';
import { filterToApiQuery, type LeadFilterForm } from './lead-filter-form.ts';

const leadPath = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

/** The leads API: the inbox, a lead's page and what staff do there. */
export const leadsApi = {
  leads: async (filter: LeadFilterForm) => (await (await apiRequest('GET', `/api/admin/leads?${filterToApiQuery(filter)}`)).json()) as LeadList,
  exportUrl: (filter: LeadFilterForm) => `/api/admin/leads/export.csv?${filterToApiQuery({ ...filter, page: '' })}`,
  lead: async (id: string) => (await (await apiRequest('GET', leadPath(id))).json()) as LeadDetail,
  setStatus: (id: string, status: LeadStatus) => apiRequest('PATCH', leadPath(id), { status }),
  addNote: (id: string, body: string) => apiRequest('POST', `${leadPath(id)}/notes`, { body }),
  deleteLead: (id: string) => apiRequest('DELETE', leadPath(id)),
  placeCallBack: async (id: string) => (await (await apiRequest('POST', `${leadPath(id)}/call-back`)).json()) as { scheduled: true; at: string; when: string },
  retryDelivery: (deliveryId: string) => apiRequest('POST', `/api/admin/deliveries/${encodeURIComponent(deliveryId)}/retry`),
  revokeBookingLinks: async (id: string) => (await (await apiRequest('POST', `${leadPath(id)}/booking-links/revoke`)).json()) as { revokedAt: string },
};
