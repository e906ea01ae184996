import type { ChatLeadInput, LeadCreated, LeadInput } from '../../../shared/leads/lead-schema.ts';
import { track } from '../../lib/analytics.ts';
import { apiRequest } from '../../lib/api-request.ts';

/** POST /api/contacts; used by the demo form, the investor form and the chat's lead form. */
export async function submitLead(input: LeadInput | (ChatLeadInput & { source: 'chat' })): Promise<LeadCreated> {
  const response = await apiRequest('POST', '/api/contacts', input);
  const created = (await response.json()) as LeadCreated;
  track('lead_sent');
  if ('callConsent' in input && input.callConsent) track('call_back_requested');
  return created;
}
